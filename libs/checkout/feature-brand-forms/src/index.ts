export { BRAND_FORM_ROUTES, brandFormRoutes, withoutReplacedPages } from './brand-form-routes';
export { BrandFormLinks } from './BrandFormLinks';
export { brandFormsCatalog } from './messages';
