export * from './backend-addresses';
export * from './http-client';
export * from './api-context';
export * from './csrf';
