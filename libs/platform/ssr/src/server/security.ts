import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { BrandConfig } from '@carweb/shared-util-brand';

const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

/** The origins of a brand's third-party scripts (its tracking config): the only scripts beside the site's own. */
export function thirdPartyScriptOrigins(brand: BrandConfig): string[] {
  const { tagManagerId, consentScriptUrl, callTrackingScriptUrl } = brand.tracking ?? {};
  const origins = [tagManagerId ? TAG_MANAGER_ORIGIN : null, consentScriptUrl, callTrackingScriptUrl].map((url) =>
    url ? new URL(url).origin : null,
  );
  return [...new Set(origins.filter((origin): origin is string => origin !== null))];
}

/** `'sha256-…'` of every inline script React wrote into a document (its small runtime; page data is JSON, not code). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', code = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=|\btype="application\/(?:ld\+)?json"/.test(attributes) || !code) continue;
    hashes.add(`'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The Content-Security-Policy: scripts from the site and the brand's third-party origins only, inline scripts by
 * their hash, never by a nonce — a cached document is the same for every visitor (decision 0023).
 */
export function contentSecurityPolicy(brand: BrandConfig, scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "base-uri 'self'",
    "font-src 'self' https: data:",
    "form-action 'self'",
    "frame-ancestors 'self'",
    "img-src 'self' data: blob:",
    "object-src 'none'",
    ['script-src', "'self'", ...thirdPartyScriptOrigins(brand), ...scriptHashes].join(' '),
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    "connect-src 'self'",
  ].join(';');
}

/** Security headers of every response; a page document replaces the CSP with one that lists its inline scripts. */
export function securityHeaders(brand: BrandConfig, development: boolean): RequestHandler[] {
  const policy = contentSecurityPolicy(brand);
  const csp: RequestHandler = (_req, res, next) => {
    res.setHeader('Content-Security-Policy', policy);
    next();
  };
  const others = helmet({ contentSecurityPolicy: false, crossOriginEmbedderPolicy: false, strictTransportSecurity: false });
  return development ? [others] : [others, csp];
}

/**
 * The headers securityHeaders sets on every response, recorded once: a cached page is answered before the
 * middleware chain (decision 0023) and must carry the same ones.
 */
export function securityHeaderRecord(brand: BrandConfig, development: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  for (const middleware of securityHeaders(brand, development)) {
    void middleware({} as Request, recorder as unknown as Response, () => undefined);
  }
  return headers;
}
