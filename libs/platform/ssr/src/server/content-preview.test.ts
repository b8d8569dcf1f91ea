import { describe, expect, it } from 'vitest';
import {
  contentPreviewOptionsFromEnv,
  hasPreviewSessionCookie,
  PREVIEW_SESSION_COOKIE,
  PREVIEW_SESSION_MAX_AGE_S,
  PREVIEW_TEST_COOKIE_MAX_AGE_S,
  PREVIEW_TOKEN_PARAM,
  previewSessionOf,
  signPreviewToken,
  verifyPreviewToken,
} from './content-preview';

const configured = contentPreviewOptionsFromEnv({ CONTENT_PREVIEW_SECRET: 'a-secret-of-the-content-tool', CONTENT_PREVIEW_KEY: 'k' });
if (!configured) throw new Error('a secret configures the preview');
const options = configured;
const now = 1_800_000_000;
const token = signPreviewToken(options.secret, now + 3600);
const request = (patch: { hostname?: string; dest?: string; query?: Record<string, string>; cookie?: string } = {}) => ({
  hostname: patch.hostname ?? 'preview.kia.ch',
  headers: { 'sec-fetch-dest': patch.dest ?? 'iframe', ...(patch.cookie ? { cookie: patch.cookie } : {}) },
  query: patch.query ?? { [PREVIEW_TOKEN_PARAM]: token },
});

describe('content preview (SPEC §4, §6, §9; decision 0038)', () => {
  it('is off without a secret and refuses a short one', () => {
    expect(contentPreviewOptionsFromEnv({})).toBeUndefined();
    expect(previewSessionOf(request(), undefined, now).active).toBe(false);
    expect(() => contentPreviewOptionsFromEnv({ CONTENT_PREVIEW_SECRET: 'short' })).toThrow(/16/);
  });

  it('verifies signed tokens: a forged, tampered or expired token is none', () => {
    expect(verifyPreviewToken(options.secret, token, now)).toBe(true);
    expect(verifyPreviewToken('another-secret-entirely', token, now)).toBe(false);
    expect(verifyPreviewToken(options.secret, token.replace(/^\d+/, String(now + 99_999)), now)).toBe(false);
    expect(verifyPreviewToken(options.secret, signPreviewToken(options.secret, now - 1), now)).toBe(false);
    expect(verifyPreviewToken(options.secret, '1', now)).toBe(false);
    expect(verifyPreviewToken(options.secret, undefined, now)).toBe(false);
  });

  it('starts a 30-minute session with a 30-day test cookie inside the frame of a preview host', () => {
    const session = previewSessionOf(request(), options, now);
    expect(session.active).toBe(true);
    expect(PREVIEW_SESSION_MAX_AGE_S).toBe(1800);
    expect(PREVIEW_TEST_COOKIE_MAX_AGE_S).toBe(2_592_000);
    expect(session.cookies[0]).toMatch(
      new RegExp(`^${PREVIEW_SESSION_COOKIE}=${now + 1800}\\.[\\w-]{43}; Max-Age=1800; HttpOnly; Path=/; Secure; SameSite=None$`),
    );
    expect(session.cookies[1]).toMatch(/Max-Age=2592000; Path=\/; Secure; SameSite=None$/);
  });

  it('keeps the session by its cookie, without the token', () => {
    const cookie = `${PREVIEW_SESSION_COOKIE}=${signPreviewToken(options.secret, now + 60)}`;
    expect(previewSessionOf(request({ query: {}, cookie }), options, now)).toEqual({ active: true, cookies: [] });
    expect(hasPreviewSessionCookie(request({ cookie }), options, now)).toBe(true);
  });

  it('a visitor outside the frame never gets a preview: top-level visit, other host, forged parameter or cookie', () => {
    expect(previewSessionOf(request({ dest: 'document' }), options, now).active).toBe(false);
    expect(previewSessionOf(request({ hostname: 'www.kia.ch' }), options, now).active).toBe(false);
    expect(previewSessionOf(request({ query: { [PREVIEW_TOKEN_PARAM]: '9999999999.forged' } }), options, now).active).toBe(false);
    expect(previewSessionOf(request({ query: { 'builder.preview': 'campaign' } }), options, now).active).toBe(false);
    const forged = `${PREVIEW_SESSION_COOKIE}=${now + 60}.${'A'.repeat(43)}`;
    expect(previewSessionOf(request({ query: {}, cookie: forged }), options, now).active).toBe(false);
    expect(hasPreviewSessionCookie(request({ cookie: forged }), options, now)).toBe(false);
    expect(hasPreviewSessionCookie(request({ hostname: 'www.kia.ch', cookie: `${PREVIEW_SESSION_COOKIE}=${token}` }), options, now)).toBe(
      false,
    );
  });
});
