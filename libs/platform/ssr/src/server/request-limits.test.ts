// @vitest-environment node
import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyTooLarge, formBody, MALFORMED_FORM_HTML } from './request-limits';

/** A PDF's first bytes and a text file renamed: what a visitor's browser sends for `scan.pdf`. */
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const TEXT = new TextEncoder().encode('not a registration document, just text');

describe("a lead form's body posted to its page (no JavaScript)", () => {
  let server: Server;
  let base = '';
  beforeAll(async () => {
    const app = express();
    // what the page's action reads of the body
    const action: express.RequestHandler = async (req, res) => {
      const form = Buffer.isBuffer(req.body)
        ? await new Response(new Uint8Array(req.body), { headers: { 'content-type': req.get('content-type') ?? '' } }).formData()
        : new FormData();
      const parts = [...form.entries()].map(([name, value]) => [
        name,
        typeof value === 'string' ? value : `${value.name} ${value.type} ${value.size}`,
      ]);
      res.json(parts);
    };
    app.post('*', formBody, action);
    app.use(bodyTooLarge);
    await new Promise<void>((resolve) => {
      server = app.listen(0, '127.0.0.1', () => resolve());
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());

  const post = (body: BodyInit, headers: Record<string, string> = {}) => fetch(`${base}/de/eintausch`, { method: 'POST', body, headers });
  const withDocument = (bytes: Uint8Array<ArrayBuffer>, type: string) => {
    const form = new FormData();
    form.set('contact.lastName', 'Muster');
    form.set('document', new File([bytes], 'scan.pdf', { type }));
    return form;
  };

  it('a broken multipart body answers 400 with a short page and the generic message, no internal detail', async () => {
    const response = await post('--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\ncut short', {
      'Content-Type': 'multipart/form-data; boundary=xyz',
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toBe(MALFORMED_FORM_HTML);
    expect(html).toContain('Es ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.');
    expect(html).not.toMatch(/FormData|TypeError|parse/i);
  });

  it('a body the reader cannot inflate is a 400 too, not a 500', async () => {
    const response = await post('not gzip at all', { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Encoding': 'gzip' });
    expect(response.status).toBe(400);
    expect(await response.text()).toBe(MALFORMED_FORM_HTML);
  });

  it('fields, bad percent-escapes included, reach the action as the form parser reads them', async () => {
    const response = await post('contact.lastName=Muster&message=100%&x=%E0%A4%A', { 'Content-Type': 'application/x-www-form-urlencoded' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([
      ['contact.lastName', 'Muster'],
      ['message', '100%'],
      ['x', '\uFFFD%A'],
    ]);
    const gzipped = await post(gzipSync('contact.lastName=Muster'), {
      'Content-Type': 'application/x-www-form-urlencoded',
      'Content-Encoding': 'gzip',
    });
    expect(await gzipped.json()).toEqual([['contact.lastName', 'Muster']]);
  });

  it('a document that is what it says reaches the action as it came', async () => {
    const response = await post(withDocument(PDF, 'application/pdf'));
    expect(await response.json()).toEqual([
      ['contact.lastName', 'Muster'],
      ['document', `scan.pdf application/pdf ${PDF.length}`],
    ]);
  });

  it("a text renamed .pdf reaches it as of no allowed type (the field's error, the typed values kept)", async () => {
    const response = await post(withDocument(TEXT, 'application/pdf'));
    expect(await response.json()).toEqual([
      ['contact.lastName', 'Muster'],
      ['document', `scan.pdf application/octet-stream ${TEXT.length}`],
    ]);
  });
});
