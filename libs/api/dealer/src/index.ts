export * from './get-dealer-by-slug';
export * from './get-dealer-homepage';
export * from './get-minimal-dealer-list';
