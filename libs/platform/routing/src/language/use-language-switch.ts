import { useMemo } from 'react';
import { useLocation, useMatches, type UIMatch } from 'react-router-dom';
import type { Locale } from '@carweb/shared-util-brand';
import type { DealerRouteData, DealerRouteLoaderData } from '../dealer-base-context';
import { isRouteHandle, type RouteHandle } from '../route-handle';
import { useRouteEnv } from '../route-env-context';
import { languageSwitchUrl } from './language-switch';

export interface LanguageLink {
  locale: Locale;
  href: string;
  current: boolean;
}

/** The deepest matched route that carries page route data. */
export function useCurrentPageMatch(): (UIMatch & { handle: RouteHandle }) | undefined {
  const matches = useMatches();
  return [...matches].reverse().find((match): match is UIMatch & { handle: RouteHandle } => isRouteHandle(match.handle));
}

/** The dealer the current page is below (the dealer route's loader data with the brand), else null. */
export function useCurrentDealerRoute(): DealerRouteData | null {
  const matches = useMatches();
  const { brand } = useRouteEnv();
  const dealer = matches.find((match) => match.id.startsWith('dealer:'))?.data as DealerRouteLoaderData | undefined;
  return useMemo(() => (dealer ? { ...dealer, brand } : null), [dealer, brand]);
}

/**
 * The current page in every language of the dealer (site pages: of the brand), SPEC §2
 * language switching. Used by the language switcher and the hreflang alternates.
 */
export function useLanguageLinks(): LanguageLink[] {
  const { brand, queryClient } = useRouteEnv();
  const dealer = useCurrentDealerRoute();
  const { search } = useLocation();
  const match = useCurrentPageMatch();
  if (!match) return [];
  const { handle, params } = match;
  const locales = dealer ? dealer.locales : brand.locales;
  const currentLocale = dealer?.locale ?? handle.locale;
  const localizedSlugs = handle.localizedSlugSelector?.({ queryClient, params, locale: currentLocale });
  const dealerTarget = dealer ? { dealerSlug: dealer.dealerSlug, includeLocale: dealer.locales.length > 1 } : undefined;
  return locales.map((locale) => ({
    locale,
    current: locale === currentLocale,
    href: languageSwitchUrl({ brand, handle, params, search, targetLocale: locale, dealer: dealerTarget, localizedSlugs }),
  }));
}
