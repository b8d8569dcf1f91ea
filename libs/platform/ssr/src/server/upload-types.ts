import type { ClientRequest } from 'node:http';
import express, { type Request, type RequestHandler, type Response } from 'express';
import { UPLOAD_LIMITS } from '@carweb/api-contracts';
import { routeOfRequest, UPLOAD_BODY_LIMIT } from './api-allowlist';

const readMultipart = express.raw({ type: 'multipart/form-data', limit: UPLOAD_BODY_LIMIT });

/** What is wrong with the files of a multipart body, if anything (SPEC §7 utility/upload: type and size). */
async function fileProblem(req: Request): Promise<'tooLarge' | 'unsupportedType' | undefined> {
  const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
  const form = await new Response(new Uint8Array(body), { headers: { 'content-type': req.get('content-type') ?? '' } }).formData();
  const files = [...form.values()].filter((value): value is File => typeof value !== 'string');
  if (files.some((file) => file.size > UPLOAD_LIMITS.maxBytes)) return 'tooLarge';
  if (files.some((file) => !UPLOAD_LIMITS.contentTypes.includes(file.type))) return 'unsupportedType';
  return undefined;
}

const refuse = (res: Response, status: number, body: Record<string, unknown>) =>
  res
    .status(status)
    .setHeader('Cache-Control', 'no-store')
    .json({ success: false, ...body });

/**
 * Mounted at /api after the allowlist and the CSRF check: a multipart body (a vehicle document) is read (the
 * allowlist bounded its size) and refused unless each file is a pdf, jpeg, png or heic (else 415) of at most
 * 10 MB (else 413); then `resendBody` gives the proxy what was read.
 */
export const uploadTypesOnly: RequestHandler = (req, res, next) => {
  if (routeOfRequest(res)?.body?.type !== 'multipart/form-data') return next();
  readMultipart(req, res, (error?: unknown) => {
    if (error) return next(error);
    fileProblem(req).then(
      (problem) => {
        if (!problem) return next();
        const message = `A document must be ${UPLOAD_LIMITS.contentTypes.join(', ')} of at most ${UPLOAD_LIMITS.maxBytes} bytes`;
        refuse(res, problem === 'tooLarge' ? 413 : 415, { error: problem, message, fieldErrors: { file: ['invalid'] } });
      },
      () => refuse(res, 400, { error: 'badRequest', message: 'Malformed multipart body' }),
    );
  });
};

/** The proxy's hook: a body read before the proxy (the upload check) is sent to the backend as it came. */
export function resendBody(proxyReq: ClientRequest, req: Request): void {
  if (!Buffer.isBuffer(req.body) || !req.readableEnded) return;
  proxyReq.setHeader('Content-Length', req.body.length);
  proxyReq.write(req.body);
}
