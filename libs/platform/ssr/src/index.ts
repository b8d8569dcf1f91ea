export { Document } from './document/Document';
export { AssetsProvider, type PageAssets, useAssets } from './document/assets-context';
export { AppProviders, createQueryClient } from './app-providers';
export { type CreateRoutes, scriptJson, type SerializedState } from './create-routes';
export { hydrateApp } from './client/hydrate-app';
