// @vitest-environment node
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { documentEncoding, encodeDocument } from './document-encoding';

describe('documentEncoding: what the compression middleware would choose, for the headers browsers send', () => {
  it('brotli before gzip when both are listed without quality values', () => {
    expect(documentEncoding('GET', 'gzip, deflate, br, zstd')).toBe('br');
    expect(documentEncoding('POST', 'GZIP, BR')).toBe('br');
    expect(documentEncoding('GET', 'gzip')).toBe('gzip');
    expect(documentEncoding('GET', 'deflate, gzip')).toBe('gzip');
  });

  it('leaves every other case to the middleware: q-values, wildcards, deflate or identity only, no header, HEAD', () => {
    for (const header of ['gzip;q=1, br;q=0.5', 'br;q=0, gzip', '*', 'deflate', 'identity', '', undefined]) {
      expect(documentEncoding('GET', header), String(header)).toBeUndefined();
    }
    expect(documentEncoding('HEAD', 'gzip, br')).toBeUndefined();
  });
});

describe('encodeDocument', () => {
  const html = `<!DOCTYPE html><html lang="de"><body>${'<p>Zürich – Occasionen</p>'.repeat(100)}</body></html>`;

  it('compresses the document in one piece; it decodes to the same text', async () => {
    expect(gunzipSync((await encodeDocument(html, 'gzip')) ?? Buffer.alloc(0)).toString()).toBe(html);
    expect(brotliDecompressSync((await encodeDocument(html, 'br')) ?? Buffer.alloc(0)).toString()).toBe(html);
  });

  it('a body below the middleware’s threshold (1 KB) stays as it is', async () => {
    expect(await encodeDocument('<p>kurz</p>', 'gzip')).toBeUndefined();
  });
});
