export * from './catalog';
export * from './format-price';
export * from './spec-texts';
