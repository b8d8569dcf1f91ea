import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { specCallMarkdown, specCallUses } from '../scripts/spec-call-pages';

const uses = specCallUses();

describe('docs/spec-calls.md: which page uses each call of SPEC §7', () => {
  it('is the table the code gives', () => {
    const written = readFileSync(resolve(import.meta.dirname, '../../docs/spec-calls.md'), 'utf8');
    expect(written, 'docs/spec-calls.md is out of date: node --import tsx tools/scripts/spec-call-pages.ts --write').toBe(
      specCallMarkdown(uses),
    );
  });

  it('every call of the model service, and the model leasing, feeds a page (20 of 20)', () => {
    const modelCalls = uses.filter(({ call }) => call.service === 'model' || call.fetcher === 'calculateModelLeasing');
    expect(modelCalls).toHaveLength(21);
    const withoutPage = modelCalls.filter(({ users }) => !users.some((user) => user.pageTypes.length > 0));
    expect(withoutPage.map(({ call }) => `${call.method} ${call.path}`)).toEqual([]);
  });
});
