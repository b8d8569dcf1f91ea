import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { BrandConfig } from '@carweb/shared-util-brand';
import { DEFAULT_SECURITY_OPTIONS, type SecurityOptions } from './security-options';

const GOOGLE_TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

const originOf = (url: string | undefined) => (url ? new URL(url).origin : null);
const unique = (origins: (string | null)[]) => [...new Set(origins.filter((origin): origin is string => origin !== null))];

/**
 * The origins of a brand's third-party scripts as this server runs them (its tracking config with the environment's
 * URLs, decision 0041): the only scripts beside the site's own. The tag manager counts only with a container.
 */
export function thirdPartyScriptOrigins(brand: BrandConfig): string[] {
  const { tagManagerId, tagManagerScriptUrl, consentScriptUrl, callTrackingScriptUrl } = brand.tracking ?? {};
  const tagManager = tagManagerId ? (originOf(tagManagerScriptUrl) ?? GOOGLE_TAG_MANAGER_ORIGIN) : null;
  return unique([tagManager, originOf(consentScriptUrl), originOf(callTrackingScriptUrl)]);
}

/** Where those scripts may send to: the tag manager's hit origins (the real-user metrics go to the site itself). */
export function thirdPartyConnectOrigins(brand: BrandConfig): string[] {
  const { tagManagerId, tagManagerConnectOrigins } = brand.tracking ?? {};
  return tagManagerId ? unique((tagManagerConnectOrigins ?? []).map(originOf)) : [];
}

/** React's few runtime scripts recur on every page: each is hashed once (bounded; a new one beyond the bound is hashed each time). */
const scriptHashes = new Map<string, string>();
const MAX_REMEMBERED_SCRIPTS = 256;

function scriptHash(code: string): string {
  let hash = scriptHashes.get(code);
  if (hash === undefined) {
    hash = `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;
    if (scriptHashes.size < MAX_REMEMBERED_SCRIPTS) scriptHashes.set(code, hash);
  }
  return hash;
}

/** `'sha256-…'` of every inline script React wrote into a document (its small runtime; page data is JSON, not code). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  // each script's end is found with indexOf: the tens of KB of page data are not walked by a lazy regex
  const opening = /<script\b([^>]*)>/g;
  for (let tag = opening.exec(html); tag; tag = opening.exec(html)) {
    const end = html.indexOf('</script>', opening.lastIndex);
    if (end < 0) break;
    const code = html.slice(opening.lastIndex, end);
    opening.lastIndex = end + '</script>'.length;
    if (/\bsrc=|\btype="application\/(?:ld\+)?json"/.test(tag[1] ?? '') || !code) continue;
    hashes.add(scriptHash(code));
  }
  return [...hashes];
}

/**
 * The Content-Security-Policy: scripts from the site and the brand's third-party origins only, inline scripts by
 * their hash, never by a nonce — a cached document is the same for every visitor (decision 0023). Framed by the
 * site itself, and on a preview hostname by the content editor too (`frameAncestorsFor`).
 */
export function contentSecurityPolicy(brand: BrandConfig, scriptHashes: readonly string[] = [], frameAncestors = "'self'"): string {
  return [
    "default-src 'self'",
    "base-uri 'self'",
    "font-src 'self' https: data:",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
    "img-src 'self' data: blob:",
    "object-src 'none'",
    ['script-src', "'self'", ...thirdPartyScriptOrigins(brand), ...scriptHashes].join(' '),
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    ['connect-src', "'self'", ...thirdPartyConnectOrigins(brand)].join(' '),
  ].join(';');
}

/** Who may frame a page of this hostname: the site, and on the editor preview the content tool (SPEC §4). */
export function frameAncestorsFor(hostname: string | undefined, options: SecurityOptions = DEFAULT_SECURITY_OPTIONS): string {
  const preview = hostname !== undefined && options.editorOrigins.length > 0 && options.previewHostname.test(hostname);
  return ["'self'", ...(preview ? options.editorOrigins : [])].join(' ');
}

const HSTS = 'max-age=31536000';
/** The site does without camera, microphone, geolocation and the rest: a page or an ad script cannot ask for them. */
export const PERMISSIONS_POLICY = ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'bluetooth', 'display-capture']
  .map((feature) => `${feature}=()`)
  .concat('browsing-topics=()')
  .join(', ');

/**
 * The headers that depend on the request: HSTS when the configured public origin is https (no visitor's
 * `X-Forwarded-Proto` decides it), and `X-Frame-Options` except on the editor preview (CSP frame-ancestors says who may there).
 */
export function requestSecurityHeaders(req: Pick<Request, 'hostname'>, options: SecurityOptions = DEFAULT_SECURITY_OPTIONS) {
  const headers: Record<string, string> = {};
  const tls = options.site.publicOrigin.startsWith('https:');
  if (options.hsts === 'always' || (options.hsts === 'auto' && tls)) headers['strict-transport-security'] = HSTS;
  if (frameAncestorsFor(req.hostname, options) === "'self'") headers['x-frame-options'] = 'SAMEORIGIN';
  return headers;
}

/** The headers of every response that are the same for every request (helmet's, the permissions policy). */
function staticSecurityHeaders(): RequestHandler[] {
  const helmetHeaders = helmet({
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
    xFrameOptions: false,
    // the path and query of a page (a vehicle filter, a dealer) stay on the site; forms keep their Origin
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  const permissions: RequestHandler = (_req, res, next) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    next();
  };
  return [helmetHeaders, permissions];
}

/** Security headers of every response; a page document replaces the CSP with one that lists its inline scripts. */
export function securityHeaders(
  brand: BrandConfig,
  development: boolean,
  options: SecurityOptions = DEFAULT_SECURITY_OPTIONS,
): RequestHandler[] {
  const policies = new Map<string, string>();
  const perRequest: RequestHandler = (req, res, next) => {
    for (const [name, value] of Object.entries(requestSecurityHeaders(req, options))) res.setHeader(name, value);
    if (!development) {
      const ancestors = frameAncestorsFor(req.hostname, options);
      if (!policies.has(ancestors)) policies.set(ancestors, contentSecurityPolicy(brand, [], ancestors));
      res.setHeader('Content-Security-Policy', policies.get(ancestors) ?? '');
    }
    next();
  };
  return [...staticSecurityHeaders(), perRequest];
}

/**
 * The headers securityHeaders sets on every response alike, recorded once: a cached page is answered before the
 * middleware chain (decision 0023) and adds `requestSecurityHeaders` and its own CSP to these.
 */
export function securityHeaderRecord(): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  for (const middleware of staticSecurityHeaders()) {
    void middleware({} as Request, recorder as unknown as Response, () => undefined);
  }
  return headers;
}
