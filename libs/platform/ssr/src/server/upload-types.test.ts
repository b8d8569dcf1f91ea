// @vitest-environment node
import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAllowlist } from './api-allowlist';
import { contentAgrees, documentsLabelledByContent, uploadTypesOnly } from './upload-types';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => new TextEncoder().encode(value);
/** Real first bytes: a PDF's header, a PNG's signature and its IHDR chunk, a JPEG's SOI/APP0, an iPhone's HEIC and a HEIF `ftyp` box. */
const PDF = text('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const PNG = bytes(
  0x89,
  0x50,
  0x4e,
  0x47,
  0x0d,
  0x0a,
  0x1a,
  0x0a,
  0,
  0,
  0,
  13,
  0x49,
  0x48,
  0x44,
  0x52,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  1,
  8,
  6,
  0,
  0,
  0,
);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0);
const ftyp = (brand: string) => bytes(0, 0, 0, 0x18, ...text('ftyp'), ...text(brand), 0, 0, 0, 0, ...text('mif1'), ...text('heic'));
const TEXT = text('Fahrzeugausweis, abgetippt: Škoda Octavia 2019');

const file = (content: Uint8Array<ArrayBuffer>, type: string, name = 'scan') => new File([content], name, { type });

describe('a document is checked by its content as well as its type', () => {
  it.each([
    ['a PDF', PDF, 'application/pdf'],
    ['a PNG', PNG, 'image/png'],
    ['a JPEG', JPEG, 'image/jpeg'],
    ['an iPhone HEIC (brand heic)', ftyp('heic'), 'image/heic'],
    ['a HEIC that file-type names image/heif (brand mif1)', ftyp('mif1'), 'image/heic'],
  ])('%s that says so is accepted', async (_, content, type) => {
    expect(await contentAgrees(file(content, type))).toBe(true);
  });

  it.each([
    ['a text renamed .pdf', TEXT, 'application/pdf'],
    ['a PNG declared a PDF', PNG, 'application/pdf'],
    ['a PDF declared a JPEG', PDF, 'image/jpeg'],
    ['a PDF of a type not allowed', PDF, 'text/plain'],
    ['a PNG signature cut short', PNG.slice(0, 4), 'image/png'],
  ])('%s is refused', async (_, content, type) => {
    expect(await contentAgrees(file(content, type))).toBe(false);
  });

  it("relabels a form's document whose content is not its type, and leaves fields and an empty file input alone", async () => {
    const form = new FormData();
    form.append('contact.lastName', 'Muster');
    form.append('empty', file(new Uint8Array(0), 'application/octet-stream', ''));
    form.append('document', file(TEXT, 'application/pdf', 'scan.pdf'));
    const labelled = await documentsLabelledByContent(form);
    const document = labelled?.get('document') as File;
    expect([document.name, document.type, document.size]).toEqual(['scan.pdf', 'application/octet-stream', TEXT.length]);
    expect(labelled?.get('contact.lastName')).toBe('Muster');
    expect((labelled?.get('empty') as File).size).toBe(0);

    const genuine = new FormData();
    genuine.append('document', file(PDF, 'application/pdf', 'scan.pdf'));
    expect(await documentsLabelledByContent(genuine)).toBeUndefined();
  });
});

describe('the upload through /api', () => {
  let server: Server;
  let base = '';
  beforeAll(async () => {
    const app = express();
    app.use('/api', apiAllowlist, uploadTypesOnly, (_req, res) => res.json({ success: true, forwarded: true }));
    await new Promise<void>((resolve) => {
      server = app.listen(0, '127.0.0.1', () => resolve());
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());

  const upload = async (content: Uint8Array<ArrayBuffer>, type: string) => {
    const form = new FormData();
    form.set('file', file(content, type, 'scan.pdf'));
    const request = new Request(`${base}/api/form/utility/upload`, { method: 'POST', body: form });
    // the allowlist wants the length up front, as a browser sends it for a FormData body
    const body = new Uint8Array(await request.arrayBuffer());
    const headers = { 'content-type': request.headers.get('content-type') ?? '', 'content-length': String(body.length) };
    return fetch(request.url, { method: 'POST', body, headers });
  };

  it('forwards a PDF and refuses a renamed text file with 415 and the field error', async () => {
    expect((await upload(PDF, 'application/pdf')).status).toBe(200);
    const refused = await upload(TEXT, 'application/pdf');
    expect(refused.status).toBe(415);
    expect(await refused.json()).toMatchObject({ success: false, error: 'unsupportedType', fieldErrors: { file: ['invalid'] } });
  });
});
