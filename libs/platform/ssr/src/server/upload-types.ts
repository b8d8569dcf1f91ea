import type { ClientRequest } from 'node:http';
import express, { type Request, type RequestHandler, type Response } from 'express';
import { fileTypeFromBuffer } from 'file-type';
import { UPLOAD_LIMITS } from '@carweb/api-contracts';
import { routeOfRequest, UPLOAD_BODY_LIMIT } from './api-allowlist';

const readMultipart = express.raw({ type: 'multipart/form-data', limit: UPLOAD_BODY_LIMIT });

/** file-type names a HEIC photo by its brand: `heif` (mif1) or a sequence is still the HEIC the spec allows. */
const HEIC_FAMILY = new Set(['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence']);

/**
 * Whether a document is what it says by its first bytes (magic numbers), not only by its declared type: a text or
 * a program renamed `.pdf` is refused, whatever the browser declared for its name.
 */
export async function contentAgrees(file: Blob): Promise<boolean> {
  if (!UPLOAD_LIMITS.contentTypes.includes(file.type)) return false;
  const detected = (await fileTypeFromBuffer(new Uint8Array(await file.slice(0, 4100).arrayBuffer())))?.mime;
  if (detected === undefined) return false;
  return detected === file.type || (file.type === 'image/heic' && HEIC_FAMILY.has(detected));
}

/** A multipart body as FormData (throws on one that cannot be parsed). */
export const multipartForm = (body: Buffer, contentType: string) =>
  new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();

/**
 * A lead form's documents as the page's action will see them (a POST without JavaScript): one whose content is
 * not its declared type is relabelled as of no allowed type, so the action answers the field's 'invalid' with
 * the typed values kept. The form again, or undefined when every document is what it says.
 */
export async function documentsLabelledByContent(form: FormData): Promise<FormData | undefined> {
  const entries = [...form.entries()];
  const agree = await Promise.all(entries.map(([, value]) => typeof value === 'string' || value.size === 0 || contentAgrees(value)));
  if (!agree.includes(false)) return undefined;
  const labelled = new FormData();
  entries.forEach(([name, value], index) => {
    if (typeof value === 'string') labelled.append(name, value);
    else labelled.append(name, agree[index] ? value : new File([value], value.name, { type: UNKNOWN_CONTENT }), value.name);
  });
  return labelled;
}

const UNKNOWN_CONTENT = 'application/octet-stream';

const filesOf = (form: FormData) => [...form.values()].filter((value): value is File => typeof value !== 'string');

/** What is wrong with the files of a multipart body, if anything (SPEC §7 utility/upload: type and size). */
async function fileProblem(req: Request): Promise<'tooLarge' | 'unsupportedType' | undefined> {
  const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
  const files = filesOf(await multipartForm(body, req.get('content-type') ?? ''));
  if (files.some((file) => file.size > UPLOAD_LIMITS.maxBytes)) return 'tooLarge';
  const agree = await Promise.all(files.map(contentAgrees));
  if (agree.includes(false)) return 'unsupportedType';
  return undefined;
}

const refuse = (res: Response, status: number, body: Record<string, unknown>) =>
  res
    .status(status)
    .setHeader('Cache-Control', 'no-store')
    .json({ success: false, ...body });

/**
 * Mounted at /api after the allowlist and the CSRF check: a multipart body (a vehicle document) is read (the
 * allowlist bounded its size) and refused unless each file is a pdf, jpeg, png or heic by type and content (else 415) of at most
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
