import { describe, expect, it } from 'vitest';
import { languageSwitchPathsFromContent } from './content-localized-paths';

describe('language-switch URLs from content (SPEC §4)', () => {
  it('maps the language part of each key to its path, skipping Default and @type', () => {
    expect(
      languageSwitchPathsFromContent({
        '@type': 'localized',
        Default: '/aktionen/winter',
        'de-CH': '/aktionen/winter',
        'fr-CH': '/actions/hiver',
      }),
    ).toEqual({ de: '/aktionen/winter', fr: '/actions/hiver', en: '', it: '', sl: '' });
  });

  it('falls back to Default for an empty path', () => {
    expect(languageSwitchPathsFromContent({ Default: '/news/x', 'it-CH': '' }).it).toBe('/news/x');
  });

  it('strips a leading language prefix', () => {
    const paths = languageSwitchPathsFromContent({ 'de-CH': '/de/aktionen/winter', 'fr-CH': 'fr/actions/hiver', 'it-CH': '/italia/x' });
    expect(paths).toMatchObject({ de: '/aktionen/winter', fr: '/actions/hiver', it: '/italia/x' });
  });

  it('starts from the base set de, fr, en, it, sl with empty paths and ignores other languages', () => {
    expect(languageSwitchPathsFromContent({ 'es-ES': '/x' })).toEqual({ de: '', fr: '', en: '', it: '', sl: '' });
  });
});
