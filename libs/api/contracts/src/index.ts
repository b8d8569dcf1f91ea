export * from './dealer';
export * from './vehicle';
