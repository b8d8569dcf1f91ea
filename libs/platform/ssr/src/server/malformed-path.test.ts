import express from 'express';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodedPath, malformedPathAnswer } from './malformed-path';

describe('malformedPathAnswer: page paths the router cannot decode', () => {
  let base = '';
  let close: () => void = () => undefined;
  beforeAll(async () => {
    const app = express();
    app.use(malformedPathAnswer);
    // as the brand server mounts its pages: Express decodes the '*' parameter and fails on a broken escape
    app.get('*', (_req, res) => res.send('page'));
    app.post('*', (_req, res) => res.send('form'));
    app.use(((_error, _req, res, _next) => res.status(500).send('error')) as express.ErrorRequestHandler);
    const server = app.listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  it.each(['/de/auto-finden/%', '/de/haendlersuche/%E0%A4%A', '/%', '/de/%C3', '/de/%FF', '/de/%ED%A0%80', '/de/a%G1'])(
    'answers 400 for %s, GET and POST',
    async (path) => {
      const get = await fetch(`${base}${path}`);
      expect(get.status).toBe(400);
      expect(get.headers.get('cache-control')).toBe('no-store');
      expect(await get.text()).toContain('Diese Adresse ist ungültig.');
      expect((await fetch(`${base}${path}`, { method: 'POST' })).status).toBe(400);
    },
  );

  it('lets decodable paths through, a broken escape in the query too', async () => {
    for (const path of ['/de/haendlersuche', '/fr/concessionnaire/x/mod%C3%A8les', '/de/a%2Fb', '/de/auto-finden?x=%', '/de/%25']) {
      expect((await fetch(`${base}${path}`)).status).toBe(200);
    }
  });

  it('decodedPath tells complete UTF-8 escapes from broken ones', () => {
    expect(decodedPath('/de/%C3%BC')).toBe('/de/ü');
    expect(decodedPath('/de/%C3')).toBeNull();
  });
});
