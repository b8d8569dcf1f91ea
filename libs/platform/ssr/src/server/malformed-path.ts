import type { RequestHandler } from 'express';
import { plainPage } from './server-error-html';

/** The three languages of the partner web, and the way to the start. */
export const MALFORMED_PATH_HTML = plainPage(
  'Ungültige Adresse',
  `<p lang="de">Diese Adresse ist ungültig.</p>
<p lang="fr">Cette adresse n'est pas valide.</p>
<p lang="it">Questo indirizzo non è valido.</p>
<p><a href="/">Startseite · Page d'accueil · Pagina iniziale</a></p>`,
);

/**
 * The decoded path, or null when a percent-escape is incomplete or the bytes are not UTF-8, as a router must
 * decode them. The decoded value is returned, not dropped: a bundler treats `decodeURIComponent` as pure and
 * removes a call whose result is unused, and with it the exception this check is about.
 */
export function decodedPath(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/**
 * A page path that cannot be decoded (`/de/auto-finden/%`, `/de/x/%E0%A4%A`, bytes that are not UTF-8) names no
 * page: 400, not a 500 from the router's decoding. SPEC §2 leaves such URLs open; no route or redirect could take
 * them, since neither the locale rules nor the catch-all can read the path (found by fuzzing).
 */
export const malformedPathAnswer: RequestHandler = (req, res, next) => {
  if (decodedPath(req.path) !== null) return next();
  res.status(400).setHeader('Cache-Control', 'no-store').type('html').send(MALFORMED_PATH_HTML);
};
