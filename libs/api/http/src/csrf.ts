/** The token cookie on plain-HTTP development (`npm start` on http://localhost). */
export const CSRF_COOKIE = 'XSRF-TOKEN';
/**
 * The token cookie over TLS: a browser takes a `__Host-` cookie only with Secure, Path=/ and no Domain, so a sibling
 * subdomain or a plain-HTTP answer cannot plant a token of its own for the site.
 */
export const SECURE_CSRF_COOKIE = `__Host-${CSRF_COOKIE}`;
export const CSRF_HEADER = 'X-XSRF-TOKEN';
/** Where the brand server hands out the token cookie (decision 0019). */
export const CSRF_TOKEN_PATH = '/api/csrf';

/** The cookie the server sets and checks: the prefixed one when the request came over TLS. */
export const csrfCookieName = (secure: boolean) => (secure ? SECURE_CSRF_COOKIE : CSRF_COOKIE);

/**
 * Reads the cross-site-request-forgery token from the browser cookie (SPEC §7): the named one (the server), or
 * whichever is there, the prefixed one first (the browser, which does not know how the server saw its request).
 */
export function readCsrfCookie(cookieString: string = typeof document === 'undefined' ? '' : document.cookie, name?: string) {
  const parts = cookieString.split(/;\s*/);
  for (const cookie of name ? [name] : [SECURE_CSRF_COOKIE, CSRF_COOKIE]) {
    const match = parts.find((part) => part.startsWith(`${cookie}=`));
    if (match) return decodeURIComponent(match.slice(cookie.length + 1));
  }
  return undefined;
}

/**
 * The token for a browser call that sends a body: the cookie's, else a fresh one the brand server sets
 * first. Pages themselves set no cookie, so they stay the same for every visitor (and cacheable).
 */
export async function browserCsrfToken(fetchToken: typeof fetch = fetch): Promise<string | undefined> {
  const token = readCsrfCookie();
  if (token || typeof document === 'undefined') return token;
  // a failed request is the call's failure (an outage: the visitor gets the generic message), not a missing token
  await fetchToken(CSRF_TOKEN_PATH, { credentials: 'same-origin', cache: 'no-store' });
  return readCsrfCookie();
}
