// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserCsrfToken, csrfCookieName, CSRF_TOKEN_PATH, readCsrfCookie } from './csrf';

const clearCookie = () => {
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
};
afterEach(clearCookie);

describe('the CSRF token of a browser call with a body (SPEC §7)', () => {
  it('is read from the cookie', () => {
    expect(readCsrfCookie('a=1; XSRF-TOKEN=abc%3D; b=2')).toBe('abc=');
    expect(readCsrfCookie('a=1')).toBeUndefined();
  });

  it('is read from the __Host- cookie the server sets over TLS, that one first, or from the one it names', () => {
    expect(readCsrfCookie('__Host-XSRF-TOKEN=tls')).toBe('tls');
    expect(readCsrfCookie('XSRF-TOKEN=planted; __Host-XSRF-TOKEN=tls')).toBe('tls');
    expect(readCsrfCookie('XSRF-TOKEN=planted; __Host-XSRF-TOKEN=tls', 'XSRF-TOKEN')).toBe('planted');
    expect(readCsrfCookie('XSRF-TOKEN=plain', '__Host-XSRF-TOKEN')).toBeUndefined();
    expect(csrfCookieName(true)).toBe('__Host-XSRF-TOKEN');
    expect(csrfCookieName(false)).toBe('XSRF-TOKEN');
  });

  it('comes from the cookie when there is one, without asking the server', async () => {
    document.cookie = 'XSRF-TOKEN=kept; path=/';
    const fetchToken = vi.fn();
    expect(await browserCsrfToken(fetchToken)).toBe('kept');
    expect(fetchToken).not.toHaveBeenCalled();
  });

  it('is handed out by the server first when the cookie is missing', async () => {
    const fetchToken = vi.fn(async () => {
      document.cookie = 'XSRF-TOKEN=fresh; path=/';
      return new Response(null, { status: 204 });
    });
    expect(await browserCsrfToken(fetchToken)).toBe('fresh');
    expect(fetchToken).toHaveBeenCalledWith(CSRF_TOKEN_PATH, expect.objectContaining({ credentials: 'same-origin' }));
  });

  it('fails the call when the server cannot be reached (an outage, not a call without token)', async () => {
    const fetchToken = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    await expect(browserCsrfToken(fetchToken)).rejects.toThrow('fetch failed');
  });
});
