export { serviceListRoute, serviceDetailRoute } from './routes/service-routes';
export { servicesCatalog } from './messages';
