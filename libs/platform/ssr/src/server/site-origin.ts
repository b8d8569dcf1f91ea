import type { RequestHandler } from 'express';

/**
 * Where the site is, from configuration only (decision 0058): the origin every absolute URL of a page names
 * (canonical, hreflang, og, JSON-LD, sitemap, links in leads) and the hostnames a request's `Host` may name.
 */
export interface SiteOrigin {
  /** e.g. https://www.kia.ch */
  publicOrigin: string;
  /** lower case, without port: the public origin's, further configured ones (the editor preview's), loopback aliases */
  hostnames: ReadonlySet<string>;
}

const LOOPBACK_HOSTNAMES = ['localhost', '127.0.0.1', '[::1]'];

/** A public origin and further hostnames; a loopback origin answers to every loopback name (tests, `npm start`). */
export function siteOriginFor(publicOrigin: string, moreHostnames: readonly string[] = []): SiteOrigin {
  const url = URL.parse(publicOrigin);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== publicOrigin.replace(/\/$/, '')) {
    throw new Error(`PUBLIC_ORIGIN must be an http(s) origin such as https://www.kia.ch, not "${publicOrigin}"`);
  }
  const own = url.hostname.toLowerCase();
  const loopback = LOOPBACK_HOSTNAMES.includes(own) ? LOOPBACK_HOSTNAMES : [];
  return { publicOrigin: url.origin, hostnames: new Set([own, ...loopback, ...moreHostnames.map((name) => name.toLowerCase())]) };
}

/** `PUBLIC_ORIGIN` (default: http://localhost:<PORT>, the `npm start` site) and `SITE_HOSTNAMES` (comma list). */
export function siteOriginFromEnv(env: Record<string, string | undefined>): SiteOrigin {
  const publicOrigin = env['PUBLIC_ORIGIN']?.trim() || `http://localhost:${env['PORT'] ?? 4200}`;
  const more = (env['SITE_HOSTNAMES'] ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return siteOriginFor(publicOrigin, more);
}

const HOST = /^(\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*)\.?(?::(\d{1,5}))?$/i;

/** A `Host` header's hostname (lower case, no trailing dot) and port; undefined for anything else. */
export function parseHost(host: string | undefined): { hostname: string; port?: string } | undefined {
  const match = host ? HOST.exec(host) : null;
  if (!match?.[1]) return undefined;
  return { hostname: match[1].toLowerCase(), ...(match[2] ? { port: match[2] } : {}) };
}

/** Operator endpoints answer the same whatever the host (probes, the purge fan-out address replicas by IP). */
const HOST_INDEPENDENT = /^\/(healthz|readyz|internal)(\/|\?|$)/i;

const MISDIRECTED = 'Misdirected Request: this server does not serve that host.\n';

/**
 * First of all handlers: a request names one of the site's hostnames in `Host`, else 421 — nothing is rendered,
 * cached or stored for a foreign host. `X-Forwarded-Host`/`-Port` and `Forwarded` are never believed, so from here on
 * `req.hostname` is one of the configured names, in one spelling (the page cache keys on it).
 */
export function siteHostsOnly(site: SiteOrigin): RequestHandler {
  return (req, res, next) => {
    delete req.headers['x-forwarded-host'];
    delete req.headers['x-forwarded-port'];
    delete req.headers['forwarded'];
    const host = parseHost(req.headers.host);
    if (host && site.hostnames.has(host.hostname)) {
      req.headers.host = host.port ? `${host.hostname}:${host.port}` : host.hostname;
      return next();
    }
    if (HOST_INDEPENDENT.test(req.path)) return next();
    res.status(421).setHeader('Cache-Control', 'no-store').setHeader('Connection', 'close').type('text/plain').send(MISDIRECTED);
  };
}
