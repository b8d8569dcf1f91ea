import type { Locale } from '@carweb/shared-util-brand';

export interface DealerLocales {
  locales: Locale[];
  defaultLocale: Locale;
}

export type LocaleDecision = { kind: 'render'; locale: Locale } | { kind: 'redirect'; locale: Locale; includeLocale: boolean };

/**
 * SPEC §2: the locale must be one the dealer supports. Missing → the dealer's default locale;
 * unsupported → its first locale. A dealer with one locale has no language prefix at all.
 */
export function decideDealerLocale(dealer: DealerLocales, requested: Locale | undefined): LocaleDecision {
  const multi = dealer.locales.length > 1;
  if (requested === undefined) {
    return multi ? { kind: 'redirect', locale: dealer.defaultLocale, includeLocale: true } : { kind: 'render', locale: dealer.locales[0] };
  }
  if (!dealer.locales.includes(requested)) {
    return { kind: 'redirect', locale: dealer.locales[0], includeLocale: multi };
  }
  if (!multi) return { kind: 'redirect', locale: requested, includeLocale: false };
  return { kind: 'render', locale: requested };
}
