export * from './brand-config';
