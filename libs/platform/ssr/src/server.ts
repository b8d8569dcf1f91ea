export { createBrandServer, listenWithGracefulShutdown, pageHandlerFor } from './server/brand-server';
export { startBrandServer } from './server/start-brand-server';
export { pageResponder } from './server/page-responder';
