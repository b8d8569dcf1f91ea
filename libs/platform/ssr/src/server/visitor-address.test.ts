// @vitest-environment node
import express from 'express';
import type { IncomingHttpHeaders } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { BACKEND_SERVICES, type BackendAddresses } from '@carweb/api-http';
import { backendFetch } from './backend-fetch';
import { forwardingVisitorAddress } from './visitor-address';
import { loopbackListener } from './test-listen';

const listen = loopbackListener();

/** A backend that records the headers of every call, by path. */
const seen = new Map<string, IncomingHttpHeaders>();
let backends: BackendAddresses;

beforeAll(async () => {
  const base = await listen((req, res) => (seen.set(req.url ?? '', req.headers), res.end('{}')));
  backends = Object.fromEntries(BACKEND_SERVICES.map((service) => [service, `${base}/${service}`])) as BackendAddresses;
});

/** A page handler as the brand server mounts it: its render calls the form service (a lead), then the core service. */
async function site(trustProxy: string[] | false) {
  const app = express();
  app.set('trust proxy', trustProxy);
  const render: express.RequestHandler = async (req, res) => {
    const id = req.path.slice(1);
    await backendFetch(`${backends.form}/test-drive?id=${id}`, { method: 'POST', body: '{}', headers: { 'x-request-id': id } });
    await backendFetch(`${backends.brand}/de/zeekr.ch/partner/contact?id=${id}`, { method: 'POST', body: new Blob(['x']) });
    await backendFetch(`${backends.core}/vehicle/list?id=${id}`);
    res.end();
  };
  app.post('*', forwardingVisitorAddress(backends, render));
  return listen(app);
}

describe("the lead services get the visitor's address from the server's calls", () => {
  it('behind a trusted proxy: the address it names, on form and brand calls only; the call keeps its headers', async () => {
    const base = await site(['loopback']);
    await fetch(`${base}/a1`, { method: 'POST', headers: { 'x-forwarded-for': '198.51.100.1, 203.0.113.9' } });
    // the address the trusted proxy saw the request come from, not what the visitor wrote before it
    expect(seen.get('/form/test-drive?id=a1')).toMatchObject({ 'x-forwarded-for': '203.0.113.9', 'x-request-id': 'a1' });
    // a lead with a document goes through fetch: the same header
    expect(seen.get('/brand/de/zeekr.ch/partner/contact?id=a1')?.['x-forwarded-for']).toBe('203.0.113.9');
    expect(seen.get('/core/vehicle/list?id=a1')?.['x-forwarded-for']).toBeUndefined();
  });

  it("without a trusted proxy: the socket's address, whatever X-Forwarded-For the visitor sends", async () => {
    const base = await site(false);
    await fetch(`${base}/b1`, { method: 'POST', headers: { 'x-forwarded-for': '198.51.100.1' } });
    expect(seen.get('/form/test-drive?id=b1')?.['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('outside a render (a sitemap, a site endpoint) a call names no visitor', async () => {
    await backendFetch(`${backends.form}/test-drive?id=c1`, { method: 'POST', body: '{}' });
    expect(seen.get('/form/test-drive?id=c1')?.['x-forwarded-for']).toBeUndefined();
  });
});
