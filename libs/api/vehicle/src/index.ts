export * from './get-vehicle-list';
