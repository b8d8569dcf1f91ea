// npm run dev: the brand site with Vite's hot reload (client) and fresh server modules per request.
import express from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { resolve } from 'node:path';
import { createServer } from 'vite';
import { startSandbox, stopAllOnSignal, untilHealthy } from './processes.mjs';

const brand = process.env.BRAND ?? 'kia';
const port = Number(process.env.PORT ?? 4200);
const sandboxPort = process.env.SANDBOX_PORT ?? '4100';
const appDir = resolve(`apps/${brand}`);

const sandbox = startSandbox({ port: sandboxPort });
stopAllOnSignal([sandbox]);
await untilHealthy(sandbox);

const vite = await createServer({
  configFile: resolve(appDir, 'vite.config.ts'),
  server: { middlewareMode: true },
  appType: 'custom',
});
const app = express();
app.use('/api', createProxyMiddleware({ target: `http://127.0.0.1:${sandboxPort}`, changeOrigin: true }));
// @vitejs/plugin-react needs its refresh preamble before any component module (normally put in index.html).
app.get('/__react-refresh-preamble.js', (_req, res) => {
  res.type('js').send(`import RefreshRuntime from '/@react-refresh';
RefreshRuntime.injectIntoGlobalHook(window);
window.$RefreshReg$ = () => {};
window.$RefreshSig$ = () => (type) => type;
window.__vite_plugin_react_preamble_installed__ = true;`);
});
app.use(vite.middlewares);
// the JSON answers the features compute for the browser (e.g. a list page's fair-price ratings), with the current code
app.get('/data/*', async (req, res, next) => {
  try {
    const { brandWithIntegrations, siteEndpointsRouter } = await vite.ssrLoadModule('@carweb/platform-ssr/server');
    const { backendAddressesFromEnv } = await vite.ssrLoadModule('@carweb/api-http');
    const site = await vite.ssrLoadModule(resolve(appDir, 'src/app.ts'));
    const siteBrand = brandWithIntegrations(site.brand, { ...process.env, SANDBOX_PORT: sandboxPort });
    const backends = backendAddressesFromEnv({ ...process.env, SANDBOX_PORT: sandboxPort });
    siteEndpointsRouter(siteBrand, backends, site.siteEndpoints)(req, res, next);
  } catch (error) {
    vite.ssrFixStacktrace(error);
    next(error);
  }
});
app.all('*', express.raw({ type: ['application/x-www-form-urlencoded', 'multipart/form-data'], limit: '12mb' }), async (req, res, next) => {
  try {
    const { brandWithIntegrations, pageHandlerFor, pageResponder, securityOptionsFromEnv } =
      await vite.ssrLoadModule('@carweb/platform-ssr/server');
    const { backendAddressesFromEnv } = await vite.ssrLoadModule('@carweb/api-http');
    const site = await vite.ssrLoadModule(resolve(appDir, 'src/app.ts'));
    const siteBrand = brandWithIntegrations(site.brand, { ...process.env, SANDBOX_PORT: sandboxPort });
    // fresh modules per request in development: the route table is rebuilt with them
    // no page cache in development: every request renders with the current code
    pageResponder({
      brand: siteBrand,
      handler: pageHandlerFor(siteBrand, site.createRoutes),
      backends: backendAddressesFromEnv({ ...process.env, SANDBOX_PORT: sandboxPort }),
      assets: { entryModule: '/src/entry-client.tsx', devModules: ['/@vite/client', '/__react-refresh-preamble.js'], stylesheets: [] },
      cache: null,
      development: true,
      // the site's origin from PUBLIC_ORIGIN, else http://localhost:<PORT>
      security: securityOptionsFromEnv({ ...process.env, PORT: String(port) }),
    }).rendered(req, res, next);
  } catch (error) {
    vite.ssrFixStacktrace(error);
    next(error);
  }
});
app.listen(port, () => console.log(`dev: http://localhost:${port} (${brand}, hot reload)`));
