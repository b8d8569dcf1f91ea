export { jobsRoute, jobsRoutes } from './jobs-routes';
export { jobsCatalog } from './messages';
