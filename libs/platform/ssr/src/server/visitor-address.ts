import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestHandler } from 'express';
import type { BackendAddresses } from '@carweb/api-http';

/**
 * The services that take leads (the form service, a brand's forms): a lead sent without JavaScript reaches them from
 * this server, so without the visitor's address no limit of theirs could tell one visitor from another.
 */
const LEAD_SERVICES = ['form', 'brand'] as const;

interface Visitor {
  address: string;
  /** the lead services' base addresses, each ending in `/` */
  services: readonly string[];
}

/** The visitor of the page being rendered (a store per render, like the request log's id). */
const rendering = new AsyncLocalStorage<Visitor>();

/**
 * Runs a page's handler with the visitor's address as Express computed it (`req.ip`: only trusted proxies may name
 * it, decision 0025): the render's calls to the lead services carry it (`withVisitorAddress`).
 */
export function forwardingVisitorAddress(backends: BackendAddresses, handler: RequestHandler): RequestHandler {
  const services = LEAD_SERVICES.map((service) => `${backends[service].replace(/\/+$/, '')}/`);
  return (req, res, next) => {
    if (!req.ip) return handler(req, res, next);
    rendering.run({ address: req.ip, services }, () => handler(req, res, next));
  };
}

const urlOf = (input: string | URL | Request) => (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);

/**
 * A backend call's options with `X-Forwarded-For: <visitor>` when it goes to a lead service during a render, so that
 * service can limit per visitor; other calls, and calls outside a render (sitemaps, site endpoints), as they are.
 */
export function withVisitorAddress(input: string | URL | Request, init: RequestInit | undefined): RequestInit | undefined {
  const visitor = rendering.getStore();
  if (!visitor) return init;
  const url = urlOf(input);
  if (!visitor.services.some((base) => url.startsWith(base))) return init;
  // a plain object, as the server's HTTP client sends its headers (backend-fetch.ts reads them so)
  const headers = Object.fromEntries(new Headers(init?.headers as HeadersInit | undefined));
  return { ...init, headers: { ...headers, 'x-forwarded-for': visitor.address } };
}
