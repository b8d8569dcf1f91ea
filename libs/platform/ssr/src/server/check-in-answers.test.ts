// @vitest-environment node
import express from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { describe, expect, it } from 'vitest';
import { checkInAnswersNotStored } from './check-in-answers';
import { loopbackListener } from './test-listen';

const listen = loopbackListener();

describe('check-in answers through the /api proxy', () => {
  it('are no-store whatever the form service says; other answers keep its Cache-Control', async () => {
    // a form service that lets every cache keep its answers
    const backend = await listen((_req, res) =>
      res.writeHead(200, { 'cache-control': 'public, max-age=600', 'content-type': 'application/json' }).end('{}'),
    );
    const app = express();
    app.use('/api', checkInAnswersNotStored);
    app.use(createProxyMiddleware({ pathFilter: '/api/form/', target: backend, pathRewrite: { '^/api/form': '' } }));
    const site = await listen(app);
    expect((await fetch(`${site}/api/form/check-in/q3v7Rk-9_xZbL?locale=de`)).headers.get('cache-control')).toBe('no-store');
    expect((await fetch(`${site}/api/form/check-in/q3v7Rk-9_xZbL`, { method: 'HEAD' })).headers.get('cache-control')).toBe('no-store');
    expect((await fetch(`${site}/api/form/trade-in/makes-and-models`)).headers.get('cache-control')).toBe('public, max-age=600');
  });

  it('are no-store when a handler writes the head with headers of its own', async () => {
    const app = express();
    app.use('/api', checkInAnswersNotStored, (_req, res) => void res.writeHead(200, { 'Cache-Control': 'max-age=60' }).end('{}'));
    const site = await listen(app);
    expect((await fetch(`${site}/api/form/check-in/abc`)).headers.get('cache-control')).toBe('no-store');
  });
});
