export { createBrandServer, listenWithGracefulShutdown, pageHandlerFor } from './server/brand-server';
export { startBrandServer } from './server/start-brand-server';
export { pageResponder } from './server/page-responder';
export { securityOptionsFromEnv, type SecurityOptions } from './server/security-options';
export { brandWithIntegrations, trackingFromEnv } from './server/integrations';
export { siteEndpointsRouter, type SiteEndpoint, type SiteEndpointRequest } from './server/site-endpoints';
