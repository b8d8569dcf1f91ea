export * from './get-seo';
export * from './get-footnotes';
export * from './get-internal-ip';
