export { getSeo, seoQuery, useSeo, type SeoRequest } from './get-seo';
export { getFootnotes, footnotesQuery, useFootnotes } from './get-footnotes';
export { getInternalIp, internalIpQuery, useInternalIp } from './get-internal-ip';
