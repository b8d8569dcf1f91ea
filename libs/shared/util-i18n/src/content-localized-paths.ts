import { LOCALES, type Locale } from '@carweb/shared-util-brand';

const LANGUAGE_PREFIX = new RegExp(`^/?(${LOCALES.join('|')})(?=/|$)`);

/**
 * SPEC §4 "Language-switch URLs from content": each localized path key (e.g. "fr-CH") maps its
 * language to its path. Default and @type are skipped, an empty path falls back to Default, a
 * leading language prefix is stripped. The base set has every language with an empty path.
 */
export function languageSwitchPathsFromContent(localizedUrlPath: Record<string, string | null | undefined>): Record<Locale, string> {
  const result: Record<Locale, string> = { de: '', fr: '', en: '', it: '', sl: '' };
  for (const [key, path] of Object.entries(localizedUrlPath)) {
    if (key === 'Default' || key === '@type') continue;
    const language = key.split(/[-_]/)[0].toLowerCase() as Locale;
    if (!(language in result)) continue;
    result[language] = (path || localizedUrlPath['Default'] || '').replace(LANGUAGE_PREFIX, '');
  }
  return result;
}
