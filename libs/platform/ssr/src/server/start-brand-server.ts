import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';
import { backendAddressesFromEnv, backendTimeoutFromEnv, logEvent, previewHostRuleFromEnv } from '@carweb/api-http';
import type { SitemapSource } from '@carweb/platform-seo';
import type { BrandConfig } from '@carweb/shared-util-brand';
import type { CreateRoutes } from '../create-routes';
import { createBrandServer, listenWithGracefulShutdown } from './brand-server';
import { assetsFromManifest, pageChunksFromManifest } from './manifest-assets';
import { pageCacheFromEnv, responseCacheFromEnv } from './page-cache-config';
import { securityOptionsFromEnv } from './security-options';
import { contentPreviewOptionsFromEnv } from './content-preview';
import { brandWithIntegrations } from './integrations';
import { lifecycleFromEnv } from './lifecycle';
import { createServerMetrics, metricsServer } from './metrics';
import { createLogger, logEventsTo } from './request-log';
import { purgeFanoutFromEnv } from './purge-fanout';
import { rateLimitsFromEnv } from './rate-limits';
import type { SiteEndpoint } from './site-endpoints';

/**
 * Production entry of every brand app: plain node, built client files next to the server bundle. Every event of
 * library code goes to the request log's JSON lines from here on; a start-up that fails is logged (SPEC §8).
 */
export function startBrandServer(
  brandConfig: BrandConfig,
  createRoutes: CreateRoutes,
  serverEntryUrl: string,
  sitemapSources: readonly SitemapSource[] = [],
  siteEndpoints: readonly SiteEndpoint[] = [],
) {
  const logger = createLogger(process.env);
  logEventsTo(logger);
  try {
    const brand = brandWithIntegrations(brandConfig, process.env);
    const metrics = createServerMetrics();
    const clientDir = resolve(dirname(fileURLToPath(serverEntryUrl)), '../client');
    const app = createBrandServer({
      brand,
      createRoutes,
      backends: backendAddressesFromEnv(process.env),
      backendTimeoutMs: backendTimeoutFromEnv(process.env),
      previewRule: previewHostRuleFromEnv(process.env),
      assets: assetsFromManifest(clientDir),
      pageChunks: pageChunksFromManifest(clientDir),
      clientDir,
      sitemapSources,
      siteEndpoints,
      pageCache: pageCacheFromEnv(process.env),
      responseCache: responseCacheFromEnv(process.env),
      security: securityOptionsFromEnv(process.env),
      contentPreview: contentPreviewOptionsFromEnv(process.env),
      lifecycle: lifecycleFromEnv(process.env),
      purgeFanout: purgeFanoutFromEnv(process.env),
      rateLimits: rateLimitsFromEnv(process.env),
      metrics,
      logger,
    });
    const port = Number(process.env['PORT'] ?? 4200);
    // Prometheus on this machine only, a port of its own: PORT + 5000 unless METRICS_PORT says otherwise (or off)
    const metricsPort = process.env['METRICS_PORT'] ?? String(port + 5000);
    if (metricsPort !== 'off') metricsServer(metrics, Number(metricsPort));
    return listenWithGracefulShutdown(app, port, `${brand.displayName} site`);
  } catch (error) {
    // a JSON line for the log, the stack on stderr as before: the process ends
    logEvent('error', 'Startup failed', { err: error });
    throw error;
  }
}
