import { afterAll, beforeAll, describe, it } from 'vitest';
import { CONTRACT_CASES } from './cases';
import type { ContractCase, Fixtures } from './contract-case';
import { describeFailure } from './describe-failure';
import { loadFixtures } from './fixtures';
import { startContractSandbox, type ContractSandbox } from './sandbox-harness';
import { SPEC_CALLS } from './spec-calls';

let sandbox: ContractSandbox;
let fixtures: Fixtures;

beforeAll(async () => {
  sandbox = await startContractSandbox();
  fixtures = await loadFixtures(sandbox.ctx());
}, 120_000);

afterAll(() => sandbox?.close());

const byFetcher = new Map<string, ContractCase>(CONTRACT_CASES.map((c) => [c.fetcher, c]));

describe('client operations against the sandbox', () => {
  for (const call of SPEC_CALLS) {
    const name = `${call.service} ${call.method} ${call.path} (${call.fetcher})`;
    const contractCase = byFetcher.get(call.fetcher);
    if (!contractCase) {
      it.todo(name);
      continue;
    }
    it(name, async () => {
      const before = sandbox.calls.length;
      const result = await contractCase.run(sandbox.ctx(), fixtures).catch((error: unknown) => {
        throw new Error(describeFailure(call, error, sandbox.calls.slice(before)), { cause: error });
      });
      contractCase.check?.(result);
    });
  }

  it('has a contract case for every call of §7', () => {
    const missing = SPEC_CALLS.filter((call) => !byFetcher.has(call.fetcher)).map((call) => call.fetcher);
    if (missing.length) throw new Error(`no contract case for ${missing.join(', ')}`);
  });
});
