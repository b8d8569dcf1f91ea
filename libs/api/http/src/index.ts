export * from './backend-addresses';
export * from './http-client';
export * from './api-context';
export * from './csrf';
export * from './preview-host';
export * from './submit-form';
export * from './lazy-contract';
export { classifyFailure, isAbsence, type BackendFailure } from './backend-failure';
