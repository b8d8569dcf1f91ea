export * from './locales';
export * from './theme-css';
export * from './brand-config';
