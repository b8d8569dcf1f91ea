export * from './document/Document';
export * from './document/assets-context';
export * from './app-providers';
export * from './create-routes';
export { hydrateApp } from './client/hydrate-app';
