export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'X-XSRF-TOKEN';
/** Where the brand server hands out the token cookie (decision 0019). */
export const CSRF_TOKEN_PATH = '/api/csrf';

/** Reads the cross-site-request-forgery token from the browser cookie (SPEC §7). */
export function readCsrfCookie(cookieString: string = typeof document === 'undefined' ? '' : document.cookie) {
  const match = cookieString.split('; ').find((part) => part.startsWith(`${CSRF_COOKIE}=`));
  return match ? decodeURIComponent(match.slice(CSRF_COOKIE.length + 1)) : undefined;
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
