import { describe, expect, it } from 'vitest';
import { contentItemLink } from './content-links';

const paths = {
  '@type': '@builder.io/core:LocalizedValue',
  Default: '/aktionen/sommer',
  'de-CH': '/aktionen/sommer',
  'fr-CH': '/fr/actions/ete',
};

describe('contentItemLink', () => {
  it("leads to the item's page at its localized path in the page's language, a language prefix stripped", () => {
    expect(contentItemLink({ localizedUrlPath: paths }, 'de')).toEqual({ href: '/de/aktionen/sommer', external: false });
    expect(contentItemLink({ localizedUrlPath: paths }, 'fr')).toEqual({ href: '/fr/actions/ete', external: false });
  });

  it('falls back to Default where the language has no path, and to nothing without any', () => {
    expect(contentItemLink({ localizedUrlPath: { ...paths, 'it-CH': '' } }, 'it')?.href).toBe('/it/aktionen/sommer');
    expect(contentItemLink({ localizedUrlPath: {} }, 'de')).toBeUndefined();
  });

  it('honours a teaser override: another site in a new window, a path of this site in the page language', () => {
    expect(contentItemLink({ localizedUrlPath: paths, teaserUrlOverride: 'https://www.kia.ch/ev9' }, 'de')).toEqual({
      href: 'https://www.kia.ch/ev9',
      external: true,
    });
    expect(contentItemLink({ localizedUrlPath: paths, teaserUrlOverride: '/modelle/ev9' }, 'fr')?.href).toBe('/fr/modelle/ev9');
    expect(contentItemLink({ localizedUrlPath: paths, teaserUrlOverride: '/fr/modeles' }, 'de')?.href).toBe('/fr/modeles');
    expect(contentItemLink({ localizedUrlPath: paths, teaserUrlOverride: '//evil.example' }, 'de')?.href).toBe('/de/aktionen/sommer');
    expect(contentItemLink({ localizedUrlPath: paths, teaserUrlOverride: 'javascript:alert(1)' }, 'de')?.href).toBe('/de/aktionen/sommer');
  });
});
