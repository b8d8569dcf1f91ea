export * from './spec-calls';
