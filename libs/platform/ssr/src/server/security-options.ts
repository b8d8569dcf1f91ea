import { DEFAULT_PREVIEW_HOSTNAME } from '@carweb/api-http';
import { siteOriginFor, siteOriginFromEnv, type SiteOrigin } from './site-origin';

/** Start-up settings of the security headers and of the proxies the server believes (decision 0025). */
export interface SecurityOptions {
  /** the public origin and the hostnames the site answers to (site-origin.ts): never taken from a request */
  site: SiteOrigin;
  /**
   * Reverse proxies whose `X-Forwarded-For`/`-Proto` the server believes: addresses, CIDRs or proxy-addr's names
   * (`loopback`, `uniquelocal`). Anyone else's forwarded headers are ignored and not passed on. Empty: none.
   */
  trustProxy: readonly string[];
  /** `Strict-Transport-Security`: `auto` when the public origin is https (a visitor's header never decides it) */
  hsts: 'auto' | 'always' | 'off';
  /** origins of the content tool whose editing frame may show the site's preview hostnames (SPEC §4) */
  editorOrigins: readonly string[];
  /** hostnames of the editor preview: the only ones another site (the editor) may frame */
  previewHostname: RegExp;
}

export const DEFAULT_SECURITY_OPTIONS: SecurityOptions = {
  site: siteOriginFor('http://localhost:4200'),
  trustProxy: ['loopback'],
  hsts: 'auto',
  editorOrigins: ['https://builder.io'],
  previewHostname: DEFAULT_PREVIEW_HOSTNAME,
};

const list = (value: string) =>
  ['none', 'off', 'false', ''].includes(value.trim().toLowerCase())
    ? []
    : value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);

/**
 * `PUBLIC_ORIGIN` and `SITE_HOSTNAMES` (site-origin.ts), `TRUST_PROXY` (comma list, `none`), `HSTS` (`auto`, `always`,
 * `off`), `CONTENT_EDITOR_ORIGINS` (comma list of origins, `none`) and `PREVIEW_HOSTNAME_PATTERN` (the preview host
 * rule's, SPEC §7); unset: the defaults.
 */
export function securityOptionsFromEnv(env: Record<string, string | undefined>): SecurityOptions {
  const hsts = env['HSTS']?.trim().toLowerCase();
  if (hsts !== undefined && hsts !== 'auto' && hsts !== 'always' && hsts !== 'off') {
    throw new Error(`HSTS must be auto, always or off, not "${env['HSTS']}"`);
  }
  const editorOrigins = env['CONTENT_EDITOR_ORIGINS'] === undefined ? undefined : list(env['CONTENT_EDITOR_ORIGINS']);
  for (const origin of editorOrigins ?? []) {
    if (new URL(origin).origin !== origin) throw new Error(`CONTENT_EDITOR_ORIGINS: "${origin}" is not an origin`);
  }
  const pattern = env['PREVIEW_HOSTNAME_PATTERN'];
  return {
    site: siteOriginFromEnv(env),
    trustProxy: env['TRUST_PROXY'] === undefined ? DEFAULT_SECURITY_OPTIONS.trustProxy : list(env['TRUST_PROXY']),
    hsts: hsts ?? DEFAULT_SECURITY_OPTIONS.hsts,
    editorOrigins: editorOrigins ?? DEFAULT_SECURITY_OPTIONS.editorOrigins,
    previewHostname: pattern ? new RegExp(pattern, 'i') : DEFAULT_SECURITY_OPTIONS.previewHostname,
  };
}
