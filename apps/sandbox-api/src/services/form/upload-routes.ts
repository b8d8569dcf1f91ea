import express, { Router } from 'express';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createHash, randomUUID } from 'node:crypto';
import { UPLOAD_LIMITS, uploadResponseSchema } from '@carweb/api-contracts';
import type { SandboxContext } from '../../context';
import { HttpError } from '../../http/errors';
import { parseMultipart } from '../../http/multipart';
import { requestLocale } from '../../http/request';

const EXTENSIONS: Record<string, string> = { 'application/pdf': '.pdf', 'image/jpeg': '.jpg', 'image/png': '.png', 'image/heic': '.heic' };

/** Magic numbers, so a renamed file of another type is refused. HEIC is trusted by its declared type. */
function looksLike(contentType: string, data: Buffer): boolean {
  if (contentType === 'application/pdf') return data.subarray(0, 5).toString('latin1') === '%PDF-';
  if (contentType === 'image/jpeg') return data[0] === 0xff && data[1] === 0xd8;
  if (contentType === 'image/png') return data.subarray(1, 4).toString('latin1') === 'PNG';
  return true;
}

/**
 * POST utility/upload: multipart/form-data with the file in field `file` (a raw body with the file's
 * Content-Type and an X-File-Name header also works). Max 10 MB; pdf, jpeg, png, heic. Repeated with the same
 * Idempotency-Key and document, it answers the first file id (a lead sent again names the same document); with another
 * document, 409.
 */
export function uploadRoutes(ctx: SandboxContext): Router {
  const router = Router();
  const insert = ctx.db.prepare(
    'INSERT INTO uploads (id, file_name, content_type, size, stored_path, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const byKey = ctx.db.prepare('SELECT content_hash, response FROM upload_keys WHERE idempotency_key = ?');
  const insertKey = ctx.db.prepare('INSERT INTO upload_keys (idempotency_key, content_hash, response) VALUES (?, ?, ?)');
  const raw = express.raw({ type: () => true, limit: UPLOAD_LIMITS.maxBytes + 64 * 1024 });

  router.post('/utility/upload', raw, (req, res) => {
    requestLocale(req);
    const contentType = req.header('content-type') ?? '';
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    let file: { name: string; type: string; data: Buffer } | null = null;
    if (contentType.startsWith('multipart/form-data')) {
      const part = parseMultipart(body, contentType).find((p) => p.name === 'file' && p.filename !== null);
      if (part) file = { name: part.filename ?? 'upload', type: (part.contentType ?? '').toLowerCase(), data: part.data };
    } else if (body.length) {
      file = { name: req.header('x-file-name') ?? 'upload', type: contentType.split(';')[0].trim().toLowerCase(), data: body };
    }
    if (!file || file.data.length === 0)
      throw new HttpError(400, { success: false, error: 'validation', message: 'No file', fieldErrors: { file: ['required'] } });
    if (file.data.length > UPLOAD_LIMITS.maxBytes)
      throw new HttpError(413, {
        success: false,
        error: 'tooLarge',
        message: `At most ${UPLOAD_LIMITS.maxBytes} bytes`,
        fieldErrors: { file: ['invalid'] },
      });
    if (!UPLOAD_LIMITS.contentTypes.includes(file.type) || !looksLike(file.type, file.data)) {
      throw new HttpError(415, {
        success: false,
        error: 'unsupportedType',
        message: `Allowed: ${UPLOAD_LIMITS.contentTypes.join(', ')}`,
        fieldErrors: { file: ['invalid'] },
      });
    }
    const key = req.header('Idempotency-Key')?.trim().slice(0, 200) || null;
    const contentHash = createHash('sha256').update(file.type).update('\n').update(file.data).digest('hex');
    const previous = key ? (byKey.get(key) as { content_hash: string; response: string } | undefined) : undefined;
    if (previous) {
      if (previous.content_hash !== contentHash)
        throw new HttpError(409, {
          success: false,
          error: 'idempotencyConflict',
          message: 'Idempotency-Key was used for another document',
        });
      res.set('Idempotent-Replayed', 'true').json(JSON.parse(previous.response));
      return;
    }
    const id = randomUUID();
    const folder = join(ctx.dataDir, 'uploads');
    mkdirSync(folder, { recursive: true });
    const storedPath = join(folder, `${id}${EXTENSIONS[file.type]}`);
    writeFileSync(storedPath, file.data);
    const fileName = file.name.replace(/[^\w.\- ]/g, '_').slice(0, 120);
    insert.run(id, fileName, file.type, file.data.length, storedPath, ctx.now().toISOString());
    const response = uploadResponseSchema.parse({ success: true, fileId: id, fileName, size: file.data.length, contentType: file.type });
    if (key) insertKey.run(key, contentHash, JSON.stringify(response));
    res.json(response);
  });

  return router;
}
