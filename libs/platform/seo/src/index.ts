export * from './seo-placeholders';
export * from './page-seo';
export { PageSeo, type PageSeoProps } from './PageSeo';
export { SeoLinks } from './SeoLinks';
export { hreflangOf } from './hreflang';
export { AutoDealerJsonLd } from './AutoDealerJsonLd';
export { autoDealerJsonLd, jsonForScript } from './auto-dealer-json-ld';
export * from './seo-prefetch';
export * from './seo-files';
