import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Request as ExpressRequest } from 'express';
import { DEFAULT_PREVIEW_HOSTNAME } from '@carweb/api-http';

/** SPEC §9: a content-builder session lasts 30 minutes, its test cookie 30 days. */
export const PREVIEW_SESSION_MAX_AGE_S = 30 * 60;
export const PREVIEW_TEST_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;
/** the signed session the editing frame keeps between its pages (HttpOnly) */
export const PREVIEW_SESSION_COOKIE = 'carweb_preview';
/** readable by the page: tells the preview notice that the frame keeps cookies (a browser may block them in frames) */
export const PREVIEW_TEST_COOKIE = 'carweb_preview_test';
/** the signed token of the content tool's preview URL (`…?previewToken=<expiry>.<signature>`) */
export const PREVIEW_TOKEN_PARAM = 'previewToken';

export interface ContentPreviewOptions {
  /** the secret the content tool's preview URLs are signed with (`CONTENT_PREVIEW_SECRET`) */
  secret: string;
  /** the content service's preview key, sent with the frame's content calls (`CONTENT_PREVIEW_KEY`) */
  contentKey?: string;
  /** the hostnames the editor previews on (`PREVIEW_HOSTNAME_PATTERN`, the preview host rule's) */
  previewHostname: RegExp;
}

/** `CONTENT_PREVIEW_SECRET` switches the preview on; without it no request is ever a preview. */
export function contentPreviewOptionsFromEnv(env: Record<string, string | undefined>): ContentPreviewOptions | undefined {
  const secret = env['CONTENT_PREVIEW_SECRET'];
  if (!secret) return undefined;
  if (secret.length < 16) throw new Error('CONTENT_PREVIEW_SECRET must have at least 16 characters');
  const pattern = env['PREVIEW_HOSTNAME_PATTERN'];
  return {
    secret,
    contentKey: env['CONTENT_PREVIEW_KEY'] || undefined,
    previewHostname: pattern ? new RegExp(pattern, 'i') : DEFAULT_PREVIEW_HOSTNAME,
  };
}

const signature = (secret: string, expiresAt: number) => createHmac('sha256', secret).update(`preview:${expiresAt}`).digest('base64url');

/** A token valid until `expiresAt` (seconds since the epoch): what the content tool's preview URL carries. */
export function signPreviewToken(secret: string, expiresAt: number): string {
  return `${expiresAt}.${signature(secret, expiresAt)}`;
}

/** True for a token signed with the secret that has not expired. */
export function verifyPreviewToken(secret: string, token: string | undefined, nowS: number): boolean {
  const match = /^(\d{1,12})\.([\w-]{43})$/.exec(token ?? '');
  if (!match) return false;
  const expiresAt = Number(match[1]);
  if (expiresAt <= nowS) return false;
  const expected = Buffer.from(signature(secret, expiresAt));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

function cookieOf(req: Pick<ExpressRequest, 'headers'>, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

export interface PreviewSession {
  /** the page shows unpublished content */
  active: boolean;
  /** Set-Cookie values: a session started by a token (30 minutes) and its test cookie (30 days) */
  cookies: string[];
}

const NONE: PreviewSession = { active: false, cookies: [] };

/**
 * Whether a page request is the content tool's editing frame (SPEC §4, §6; decision 0038): a preview hostname, loaded
 * as a frame (`Sec-Fetch-Dest: iframe`, set by the browser, not by a page), and either the preview URL's signed token or
 * the signed session cookie that token started. A forged parameter or cookie, a top-level visit of a preview link or
 * another hostname: a visitor like any other.
 */
export function previewSessionOf(
  req: Pick<ExpressRequest, 'headers' | 'hostname' | 'query'>,
  options: ContentPreviewOptions | undefined,
  nowS = Math.floor(Date.now() / 1000),
): PreviewSession {
  if (!options || !options.previewHostname.test(req.hostname) || req.headers['sec-fetch-dest'] !== 'iframe') return NONE;
  const token = req.query[PREVIEW_TOKEN_PARAM];
  if (typeof token === 'string' && verifyPreviewToken(options.secret, token, nowS)) {
    const session = signPreviewToken(options.secret, nowS + PREVIEW_SESSION_MAX_AGE_S);
    // the editor's frame is another site's: only SameSite=None cookies reach it, and those must be Secure
    const attributes = 'Path=/; Secure; SameSite=None';
    return {
      active: true,
      cookies: [
        `${PREVIEW_SESSION_COOKIE}=${session}; Max-Age=${PREVIEW_SESSION_MAX_AGE_S}; HttpOnly; ${attributes}`,
        `${PREVIEW_TEST_COOKIE}=1; Max-Age=${PREVIEW_TEST_COOKIE_MAX_AGE_S}; ${attributes}`,
      ],
    };
  }
  return verifyPreviewToken(options.secret, cookieOf(req, PREVIEW_SESSION_COOKIE), nowS) ? { active: true, cookies: [] } : NONE;
}

/**
 * The browser's content calls in a preview session (any fetch, not only frames): the proxy adds the content service's
 * preview key for a valid session cookie on a preview hostname. Without one no call carries a key.
 */
export function hasPreviewSessionCookie(
  req: Pick<ExpressRequest, 'headers' | 'hostname'>,
  options: ContentPreviewOptions | undefined,
  nowS = Math.floor(Date.now() / 1000),
): boolean {
  return Boolean(
    options &&
    options.previewHostname.test(req.hostname) &&
    verifyPreviewToken(options.secret, cookieOf(req, PREVIEW_SESSION_COOKIE), nowS),
  );
}
