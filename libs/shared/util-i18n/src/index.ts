export * from './catalog';
export * from './format-price';
