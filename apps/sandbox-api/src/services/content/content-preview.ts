import type { Request } from 'express';

/**
 * The content service's preview key (`CONTENT_PREVIEW_KEY`, default `sandbox-preview-key`): only a caller that
 * presents it as Bearer token gets unpublished and scheduled content — the site's server for a verified editing-frame
 * session (decision 0038). Anyone else asking for it (a forged `includeUnpublished`, a `preview` variable) gets what
 * every visitor gets.
 */
export const CONTENT_PREVIEW_KEY = process.env['CONTENT_PREVIEW_KEY'] ?? 'sandbox-preview-key';

export function isContentPreview(req: Pick<Request, 'get'>): boolean {
  return req.get('authorization') === `Bearer ${CONTENT_PREVIEW_KEY}`;
}
