export { fillSeoPlaceholders, type SeoPlaceholder, type SeoPlaceholderValues } from './seo-placeholders';
export { resolvePageSeo, absoluteUrl, type PageSeoFallback, type ResolvedSeo } from './page-seo';
export { OwnPageSeo, PageSeo, type OwnPageSeoProps, type PageSeoProps } from './PageSeo';
export { SeoLinks } from './SeoLinks';
export { hreflangOf } from './hreflang';
export { AutoDealerJsonLd } from './AutoDealerJsonLd';
export { autoDealerJsonLd, jsonForScript } from './auto-dealer-json-ld';
export { prefetchPageSeo, withPageSeo, SEO_PREFETCH_BUDGET_MS } from './seo-prefetch';
export {
  robotsTxt,
  sitemapXml,
  localizedUrls,
  dealerSitemapUrls,
  boundedUrls,
  buildSitemap,
  cachedFor,
  type SitemapUrl,
  type DealerSitemapSource,
  type SiteSitemapSource,
  type SitemapSource,
  MAX_SITEMAP_URLS,
} from './seo-files';
