export { createBrandServer, listenWithGracefulShutdown, pageHandlerFor } from './server/brand-server';
export { startBrandServer } from './server/start-brand-server';
export { renderPage } from './server/render-page';
