import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { UPLOAD_LIMITS } from '@carweb/api-contracts';
import { plainPage } from './server-error-html';

/** A lead form without a document: its fields, a few kilobytes. */
export const FORM_FIELDS_LIMIT = 100 * 1024;
/** A lead form with a vehicle document (trade-in, multilease change of name): the document and the fields. */
export const FORM_WITH_DOCUMENT_LIMIT = UPLOAD_LIMITS.maxBytes + 256 * 1024;

const megabytes = (bytes: number) => Math.floor(bytes / (1024 * 1024));

/** The three languages of the partner web, and the way back. */
export const TOO_LARGE_HTML = plainPage(
  'Zu grosse Datei',
  `<p lang="de">Die gesendeten Daten sind zu gross. Ein Dokument darf höchstens ${megabytes(UPLOAD_LIMITS.maxBytes)} MB haben.</p>
<p lang="fr">Les données envoyées sont trop volumineuses. Un document ne doit pas dépasser ${megabytes(UPLOAD_LIMITS.maxBytes)} Mo.</p>
<p lang="it">I dati inviati sono troppo grandi. Un documento può avere al massimo ${megabytes(UPLOAD_LIMITS.maxBytes)} MB.</p>
<p><a href="" lang="de">Zurück zum Formular</a> · <a href="" lang="fr">Retour au formulaire</a> · <a href="" lang="it">Torna al modulo</a></p>
`,
);

/**
 * The body of a lead form's POST to its page (no JavaScript): urlencoded fields, or multipart with a document,
 * each within its limit; any other body is refused (415), a larger one answered by `bodyTooLarge` (413).
 */
export const formBody: RequestHandler[] = [
  express.raw({ type: 'application/x-www-form-urlencoded', limit: FORM_FIELDS_LIMIT }),
  express.raw({ type: 'multipart/form-data', limit: FORM_WITH_DOCUMENT_LIMIT }),
  (req, res, next) => {
    const empty = !req.get('content-type') || req.get('content-length') === '0';
    if (Buffer.isBuffer(req.body) || empty) return next();
    res.status(415).type('text/plain').setHeader('Cache-Control', 'no-store').send('A form must be sent as form data');
  },
];

/** A body over its limit: 413 with the reason, JSON under /api, a page of the site elsewhere. */
export const bodyTooLarge: ErrorRequestHandler = (error: { type?: string; limit?: number }, req, res, next) => {
  if (error?.type !== 'entity.too.large' || res.headersSent) return next(error);
  res.status(413).setHeader('Cache-Control', 'no-store').setHeader('Connection', 'close');
  if (req.originalUrl.startsWith('/api/')) {
    res.json({ success: false, error: 'tooLarge', message: `Request body too large: at most ${error.limit ?? 0} bytes` });
  } else {
    res.type('html').send(TOO_LARGE_HTML);
  }
};
