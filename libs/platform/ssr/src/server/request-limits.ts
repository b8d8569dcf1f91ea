import express, { type ErrorRequestHandler, type RequestHandler, type Response } from 'express';
import { UPLOAD_LIMITS } from '@carweb/api-contracts';
import { plainPage } from './server-error-html';
import { documentsLabelledByContent, multipartForm } from './upload-types';

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

/** A form body that cannot be read (a broken multipart body, one cut short): the spec's generic message, and back. */
export const MALFORMED_FORM_HTML = plainPage(
  'Fehler',
  `<p lang="de">Es ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.</p>
<p lang="fr">Une erreur s'est produite. Veuillez réessayer.</p>
<p lang="it">Si è verificato un errore. Si prega di riprovare.</p>
<p><a href="" lang="de">Zurück zum Formular</a> · <a href="" lang="fr">Retour au formulaire</a> · <a href="" lang="it">Torna al modulo</a></p>
`,
);

const malformed = (res: Response) => res.status(400).type('html').setHeader('Cache-Control', 'no-store').send(MALFORMED_FORM_HTML);

/** Reads a body of one type; what the reader cannot read (a bad encoding, a length that lies) is a 400, never a 500. */
const readBody =
  (type: string, limit: number): RequestHandler =>
  (req, res, next) =>
    express.raw({ type, limit })(req, res, (error?: unknown) => {
      const status = (error as { status?: unknown } | undefined)?.status;
      const tooLarge = (error as { type?: unknown } | undefined)?.type === 'entity.too.large';
      if (error && !tooLarge && typeof status === 'number' && status < 500) return malformed(res);
      next(error);
    });

/**
 * A multipart body must parse before the page's action reads it (a broken one would fail inside the router and show
 * its internal message); a document whose content is not its declared type reaches the action as of no allowed type.
 */
const multipartChecked: RequestHandler = (req, res, next) => {
  if (!Buffer.isBuffer(req.body) || !req.is('multipart/form-data')) return next();
  multipartForm(req.body, req.get('content-type') ?? '')
    .then(
      async (form) => {
        const labelled = await documentsLabelledByContent(form);
        if (labelled) {
          const response = new Response(labelled);
          req.body = Buffer.from(await response.arrayBuffer());
          req.headers['content-type'] = response.headers.get('content-type') ?? undefined;
          req.headers['content-length'] = String((req.body as Buffer).length);
        }
        next();
      },
      () => malformed(res),
    )
    .catch(next);
};

/**
 * The body of a lead form's POST to its page (no JavaScript): urlencoded fields, or multipart with a document,
 * each within its limit; any other body is refused (415), a larger one answered by `bodyTooLarge` (413), one that
 * cannot be read by a 400 page.
 */
export const formBody: RequestHandler[] = [
  readBody('application/x-www-form-urlencoded', FORM_FIELDS_LIMIT),
  readBody('multipart/form-data', FORM_WITH_DOCUMENT_LIMIT),
  (req, res, next) => {
    const empty = !req.get('content-type') || req.get('content-length') === '0';
    if (Buffer.isBuffer(req.body) || empty) return next();
    res.status(415).type('text/plain').setHeader('Cache-Control', 'no-store').send('A form must be sent as form data');
  },
  multipartChecked,
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
