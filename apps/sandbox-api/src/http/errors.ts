import type { ErrorRequestHandler } from 'express';
import type { z } from 'zod';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body['message'] ?? status));
  }
}

export const notFound = (message: string) => new HttpError(404, { error: 'notFound', message });

/** zod issues as { "contact.email": ["…"] }; the root is "_". */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    (result[key] ??= []).push(issue.message);
  }
  return result;
}

export const validationError = (error: z.ZodError, message = 'Ungültige Eingabe') =>
  new HttpError(400, { success: false, error: 'validation', message, fieldErrors: fieldErrors(error) });

export const errorHandler: ErrorRequestHandler = (err, _req, res, next) => {
  if (res.headersSent) return next(err);
  if (err instanceof HttpError) return res.status(err.status).json(err.body);
  if (err?.type === 'entity.parse.failed')
    return res.status(400).json({ success: false, error: 'malformedJson', message: 'Request body is not valid JSON' });
  if (err?.type === 'entity.too.large')
    return res.status(413).json({ success: false, error: 'tooLarge', message: 'Request body too large' });
  console.error('[sandbox]', err);
  return res.status(500).json({ error: 'internal', message: 'Sandbox error' });
};
