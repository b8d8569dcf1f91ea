export const CSRF_COOKIE = 'XSRF-TOKEN';

/** Reads the cross-site-request-forgery token from the browser cookie (SPEC §7). */
export function readCsrfCookie(cookieString: string = typeof document === 'undefined' ? '' : document.cookie) {
  const match = cookieString.split('; ').find((part) => part.startsWith(`${CSRF_COOKIE}=`));
  return match ? decodeURIComponent(match.slice(CSRF_COOKIE.length + 1)) : undefined;
}
