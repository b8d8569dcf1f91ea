import type { RequestHandler } from 'express';
import { MALFORMED_PATH_HTML } from './malformed-path';

/** `//x`, `/\x`, `\\x`, …: a path that starts with more than one slash or backslash */
const LEADING_SLASHES = /^[/\\]{2,}|^\\/;

/**
 * What the request line's target means to this server (RFC 9112 §3.2), before anything parses it as a URL:
 * - origin-form `/path?query`: as it is;
 * - absolute-form `http://host/path?query` (a client talking to a proxy): its path and query, the Host header names the
 *   site (the authority in the target is never used: a page rendered for it would be stored under the Host's key);
 * - a path with leading `//` or backslashes (`//[]?x` once threw "Invalid URL" in every `new URL(path, base)`: a
 *   scheme-relative URL names a host): a 301 to the same path with one slash — never to another host;
 * - authority-form `host:port`, asterisk-form `*`, or anything else: 400.
 */
export type RequestTargetAnswer = { kind: 'path'; target: string } | { kind: 'redirect'; location: string } | { kind: 'bad' };

export function requestTargetOf(target: string): RequestTargetAnswer {
  let pathAndQuery = target;
  if (/^https?:\/\//i.test(target)) {
    const afterScheme = target.slice(target.indexOf('//') + 2);
    const slash = afterScheme.search(/[/?#]/);
    pathAndQuery = slash < 0 ? '/' : afterScheme.slice(slash);
    if (pathAndQuery.startsWith('?')) pathAndQuery = `/${pathAndQuery}`;
    if (pathAndQuery.startsWith('#')) pathAndQuery = '/';
  }
  if (!pathAndQuery.startsWith('/') && !pathAndQuery.startsWith('\\')) return { kind: 'bad' };
  if (LEADING_SLASHES.test(pathAndQuery)) {
    const location = `/${pathAndQuery.replace(/^[/\\]+/, '')}`;
    return { kind: 'redirect', location };
  }
  return { kind: 'path', target: pathAndQuery };
}

/**
 * The first handler of the brand server: every later one (the page cache's key, the renderer, the router) sees an
 * origin-form target it can parse (decision 0044).
 */
export const requestTargetAnswer: RequestHandler = (req, res, next) => {
  const answer = requestTargetOf(req.url);
  if (answer.kind === 'path') {
    if (answer.target !== req.url) req.url = req.originalUrl = answer.target;
    return next();
  }
  res.setHeader('Cache-Control', 'no-store');
  if (answer.kind === 'redirect' && (req.method === 'GET' || req.method === 'HEAD')) return res.redirect(301, answer.location);
  res.status(400).type('html').send(MALFORMED_PATH_HTML);
};
