import { describe, expect, it } from 'vitest';
// the build's Vite plugins have no test project of their own (tools/vite is config, not a library)
// eslint-disable-next-line @nx/enforce-module-boundaries
import { precompiledMessages } from '../vite/precompiled-messages';

type Transform = (code: string, id: string) => { code: string } | null;
const transform = precompiledMessages().transform as unknown as Transform;
const CATALOG = JSON.stringify({ saved: 'Suche «{name}» gespeichert.' });

describe('message catalogs become ICU ASTs at build time (tools/vite/precompiled-messages.ts)', () => {
  it.each([
    '/repo/libs/dealer/feature-home/src/i18n/de.json',
    '/repo/libs/shared/ui/src/model-filter/i18n/fr.json',
    '/repo/libs/vehicle-market/feature-list/src/saved-searches/i18n/it.json',
  ])('a catalog of a library or of a part of it: %s', (id) => {
    const compiled = JSON.parse(transform(CATALOG, id)?.code ?? '{}') as Record<string, unknown>;
    // the browser's formatjs has no parser: a text left as a string would show its placeholders
    expect(compiled['saved']).toEqual([
      { type: 0, value: 'Suche «' },
      { type: 1, value: 'name' },
      { type: 0, value: '» gespeichert.' },
    ]);
  });

  it('leaves other JSON alone', () => {
    expect(transform(CATALOG, '/repo/libs/api/contracts/src/fixtures/de.json')).toBeNull();
    expect(transform(CATALOG, '/repo/apps/kia/public/i18n.json')).toBeNull();
    // the consent manager's texts are HTML strings for its library
    expect(transform(CATALOG, '/repo/libs/platform/tracking/src/consent/i18n/de.json')).toBeNull();
  });
});
