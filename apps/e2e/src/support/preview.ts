import { createHmac } from 'node:crypto';

/** The kia server's preview secret in the e2e run (playwright.config.ts) and the origin standing in for the content tool. */
export const E2E_PREVIEW_SECRET = 'e2e-content-preview-secret';
/** a page of its own on this machine (content.spec.ts serves it): Chromium lets a local page frame a local one */
export const E2E_EDITOR_PORT = 4209;
export const E2E_EDITOR_ORIGIN = `http://editor.localhost:${E2E_EDITOR_PORT}`;
/** The kia server under a preview hostname (Chromium resolves *.localhost to this machine). */
export const PREVIEW_ORIGIN = 'http://preview.localhost:4201';

/**
 * A path as the content tool's preview URL: `previewToken=<expiry>.<HMAC-SHA256 of "preview:<expiry>">`, valid for an
 * hour — what `signPreviewToken` of libs/platform/ssr makes (this file is loaded by the Playwright config, which keeps
 * the server's modules out).
 */
export function previewUrl(path: string, secret = E2E_PREVIEW_SECRET): string {
  const expiry = Math.floor(Date.now() / 1000) + 3600;
  const token = `${expiry}.${createHmac('sha256', secret).update(`preview:${expiry}`).digest('base64url')}`;
  return `${PREVIEW_ORIGIN}${path}${path.includes('?') ? '&' : '?'}previewToken=${token}`;
}
