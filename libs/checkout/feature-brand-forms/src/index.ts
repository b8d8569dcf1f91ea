export { BRAND_FORM_ROUTES, brandFormRoutes, withoutReplacedPages } from './brand-form-routes';
export { brandFormsCatalog } from './messages';
