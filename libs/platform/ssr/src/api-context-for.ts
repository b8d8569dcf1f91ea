import { browserCsrfToken, type ApiContext, type BackendAddresses, type ResponseCache } from '@carweb/api-http';
import type { BrandConfig, Locale } from '@carweb/shared-util-brand';

/** The API context of one brand and locale: the core base path needs wholesaler, country and platform. */
/** On the server, slow-changing answers come from the shared `responseCache` (decision 0023), calls go through `fetch` (decision 0033). */
export function apiContextFor(
  brand: BrandConfig,
  backends: BackendAddresses,
  timeoutMs?: number,
  responseCache?: ResponseCache,
  fetch?: typeof globalThis.fetch,
  /** the editing frame (decision 0038): content calls ask for unpublished content; the server adds the preview key */
  contentPreview?: ApiContext['contentPreview'],
) {
  return (locale: Locale): ApiContext => ({
    locale,
    wholesaler: brand.wholesaler,
    country: brand.country,
    platform: brand.platform,
    backends,
    // SPEC §7: relative calls with a body carry the token of the cookie (fetched once if there is none yet)
    readCsrfToken: () => browserCsrfToken(),
    timeoutMs,
    // the editing frame's answers are never shared (decision 0038)
    responseCache: contentPreview ? undefined : responseCache,
    fetch,
    ...(contentPreview ? { contentPreview } : {}),
  });
}
