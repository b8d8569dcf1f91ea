import type { Dealer, MinimalDealer } from '@carweb/api-contracts';
import { getDealerBySlug, getMinimalDealerList } from '@carweb/api-dealer';
import { isAbsence, logEvent, type ApiContext } from '@carweb/api-http';
import { dealerBasePath, sitePagePath, type DealerBase } from '@carweb/platform-routing';
import type { BrandConfig, Locale } from '@carweb/shared-util-brand';
import { hreflangOf } from './hreflang';

export interface SitemapUrl {
  loc: string;
  alternates: { hreflang: string; href: string }[];
}

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** robots.txt of a brand site: everything but the API proxy, and where the sitemap is. */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

export function sitemapXml(urls: SitemapUrl[]): string {
  const entries = urls.map(({ loc, alternates }) => {
    const links = alternates.map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${xml(a.href)}"/>`).join('');
    return `<url><loc>${xml(loc)}</loc>${links}</url>`;
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    `${entries.join('\n')}\n</urlset>\n`
  );
}

/** One URL per language, each listing all languages plus x-default (the default language). */
export function localizedUrls(locales: Locale[], defaultLocale: Locale, hrefOf: (locale: Locale) => string): SitemapUrl[] {
  const alternates = [
    ...locales.map((locale) => ({ hreflang: hreflangOf(locale), href: hrefOf(locale) })),
    { hreflang: 'x-default', href: hrefOf(locales.includes(defaultLocale) ? defaultLocale : locales[0]) },
  ];
  return locales.map((locale) => ({ loc: hrefOf(locale), alternates }));
}

/** A page of the dealer (its home unless `pathOf` names another) in every language the dealer supports. */
export function dealerSitemapUrls(
  brand: BrandConfig,
  origin: string,
  dealer: Pick<Dealer, 'slug' | 'locales' | 'defaultLocale'>,
  pathOf: (base: DealerBase) => string = dealerBasePath,
): SitemapUrl[] {
  const includeLocale = dealer.locales.length > 1;
  return localizedUrls(
    dealer.locales,
    dealer.defaultLocale,
    (locale) => `${origin}${pathOf({ brand, locale, dealerSlug: dealer.slug, includeLocale })}`,
  );
}

async function inBatches<T, R>(items: T[], size: number, map: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) results.push(...(await Promise.all(items.slice(i, i + size).map(map))));
  return results;
}

/**
 * More pages of one dealer for the brand sitemap, e.g. its vehicle detail pages. Feature libraries
 * cannot be imported here (module boundaries): the site names its sources and the brand server
 * hands them to buildSitemap (libs/site SITE_SITEMAP_SOURCES). A source gets the dealer as the dealer
 * service answered for it (id, type, sub-dealers …): it never needs to load it again.
 */
export type DealerSitemapSource = (
  brand: BrandConfig,
  origin: string,
  dealer: Dealer,
  api: (locale: Locale) => ApiContext,
) => Promise<SitemapUrl[]>;

/**
 * Pages of the brand's site that are not below a dealer (the model list and model pages, decision 0036): asked once per
 * sitemap, not per dealer. Marked by its `site` key, so one list of sources holds both kinds.
 */
export interface SiteSitemapSource {
  site: (brand: BrandConfig, origin: string, api: (locale: Locale) => ApiContext) => Promise<SitemapUrl[]>;
}

export type SitemapSource = DealerSitemapSource | SiteSitemapSource;

const isSiteSource = (source: SitemapSource): source is SiteSitemapSource => typeof source !== 'function';

/** Sitemap protocol: at most 50,000 URLs per file. */
export const MAX_SITEMAP_URLS = 50_000;

/** The first URLs up to the protocol's limit (dealer pages come first); what is cut is logged. */
export function boundedUrls(urls: SitemapUrl[], max = MAX_SITEMAP_URLS): SitemapUrl[] {
  if (urls.length <= max) return urls;
  // one file: a sitemap index would need a route per part
  logEvent('warn', 'sitemap.xml: URLs over the limit left out', { urls: urls.length, listed: max });
  return urls.slice(0, max);
}

/**
 * The brand's sitemap: the dealer search in every brand language, every dealer's home, the pages the given
 * sources add per dealer (vehicle detail pages) and the site's own pages the site sources add. The dealers are
 * critical: an outage rejects (the server answers 503); a failing source leaves out its pages.
 */
export async function buildSitemap(
  brand: BrandConfig,
  origin: string,
  api: (locale: Locale) => ApiContext,
  sources: readonly SitemapSource[] = [],
): Promise<string> {
  const ctx = api(brand.defaultLocale);
  const dealerSources = sources.filter((source): source is DealerSitemapSource => !isSiteSource(source));
  const siteUrls = Promise.all(
    sources.filter(isSiteSource).map((source) =>
      source.site(brand, origin, api).catch((error: unknown) => {
        logEvent('warn', 'sitemap.xml: site pages of a source left out', { err: error });
        return [];
      }),
    ),
  );
  const dealers: MinimalDealer[] = await getMinimalDealerList(ctx, 'all');
  // a dealer that is gone is left out; an outage fails the whole file (decision 0015)
  const withoutAbsent = (error: unknown) => {
    if (isAbsence(error)) return null;
    throw error;
  };
  const details = (await inBatches(dealers, 6, (dealer) => getDealerBySlug(ctx, dealer.slug).catch(withoutAbsent))).filter(
    (dealer) => dealer !== null,
  );
  const search = localizedUrls(brand.locales, brand.defaultLocale, (locale) => `${origin}${sitePagePath(brand, locale, 'dealerSearch')}`);
  const dealerUrls = details.flatMap((dealer) => dealerSitemapUrls(brand, origin, dealer));
  const extra = await inBatches(details, 6, async (dealer) => {
    const lists = await Promise.all(
      dealerSources.map((source) =>
        source(brand, origin, dealer, api).catch((error: unknown) => {
          logEvent('warn', 'sitemap.xml: extra pages of a dealer left out', { dealer: dealer.slug, err: error });
          return [];
        }),
      ),
    );
    return lists.flat();
  });
  return sitemapXml(boundedUrls([...search, ...(await siteUrls).flat(), ...dealerUrls, ...extra.flat()]));
}

/** Keeps a built file for an hour (SPEC §9 cache 3600 s) per key, e.g. per origin. */
export function cachedFor<T>(ttlMs: number, build: (key: string) => Promise<T>, now = () => Date.now()) {
  const cache = new Map<string, { at: number; value: Promise<T> }>();
  return (key: string): Promise<T> => {
    const hit = cache.get(key);
    if (hit && now() - hit.at < ttlMs) return hit.value;
    const value = build(key);
    cache.set(key, { at: now(), value });
    value.catch(() => cache.delete(key));
    return value;
  };
}
