export { brochureRoute, contactRoute, corporateContactRoute, newsletterRoute, softLeadRoute } from './contact-form-routes';
export { contactFormsCatalog } from './messages';
export { brandSearchAlertRoute, searchAlertRoute } from './search-alert/search-alert-routes';
