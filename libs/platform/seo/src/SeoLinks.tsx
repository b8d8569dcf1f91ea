import { useLocation } from 'react-router-dom';
import { useCurrentDealerRoute, useCurrentPageMatch, useLanguageLinks, useRouteEnv } from '@carweb/platform-routing';
import { hreflangOf } from './hreflang';

const withoutQuery = (href: string) => href.split('?')[0];

/**
 * Canonical URL and hreflang alternates (every language of the dealer, or of the brand on site
 * pages, plus x-default = the default language). Pages that must not be indexed get none.
 */
export function SeoLinks() {
  const { brand, origin = '' } = useRouteEnv();
  const { pathname } = useLocation();
  const match = useCurrentPageMatch();
  const dealer = useCurrentDealerRoute();
  const links = useLanguageLinks();
  if (!match || match.handle.robots.noIndex) return null;
  const canonical = `${origin}${pathname}`;
  const defaultLocale = dealer?.defaultLocale ?? brand.defaultLocale;
  const xDefault = links.find((link) => link.locale === defaultLocale) ?? links[0];
  const locale = dealer?.locale ?? match.handle.locale;
  return (
    <>
      <link rel="canonical" href={canonical} />
      {links.map((link) => (
        <link key={link.locale} rel="alternate" hrefLang={hreflangOf(link.locale)} href={`${origin}${withoutQuery(link.href)}`} />
      ))}
      {xDefault && <link rel="alternate" hrefLang="x-default" href={`${origin}${withoutQuery(xDefault.href)}`} />}
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content={`${locale}_CH`} />
    </>
  );
}
