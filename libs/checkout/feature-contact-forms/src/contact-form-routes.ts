import { lazyPage, lazyRouteCode, NO_INDEX_NO_FOLLOW, type PageRoute } from '@carweb/platform-routing';

const LIBRARY = '@carweb/checkout-feature-contact-forms';

// the loaders' code loads with the first navigation to a form page, not with the site
const loaders = () => import('./contact-form-loader');
// the lead's code loads when the visitor starts on the form (decision 0040), not with the page
const actions = () => import('./form-actions');

/**
 * Dealer contact: {base}/{contact}. SPEC §2 names contact among the forms whose segments are not
 * shown; SPEC §2 has no page type for it, the appointment's is the nearest (a lead without a vehicle).
 */
export const contactRoute: PageRoute = {
  id: 'contact',
  library: LIBRARY,
  routeKey: 'contact',
  handle: { pageType: 'appointmentCheckoutPage', robots: NO_INDEX_NO_FOLLOW, navType: 'default' },
  loader: lazyRouteCode(() => loaders().then((module) => module.loadContact)),
  action: lazyRouteCode(() => actions().then((module) => module.contactAction)),
  ...lazyPage(() => import('./page/ContactPage')),
};

/** Newsletter: {base}/{newsletter} (newsletterCheckoutPage). */
export const newsletterRoute: PageRoute = {
  id: 'newsletter',
  library: LIBRARY,
  routeKey: 'newsletter',
  handle: { pageType: 'newsletterCheckoutPage', robots: NO_INDEX_NO_FOLLOW, navType: 'default' },
  loader: lazyRouteCode(() => loaders().then((module) => module.loadNewsletter)),
  action: lazyRouteCode(() => actions().then((module) => module.newsletterAction)),
  ...lazyPage(() => import('./page/NewsletterPage')),
};

/** Soft lead: {base}/{softLead} (softleadCheckoutPage). */
export const softLeadRoute: PageRoute = {
  id: 'soft-lead',
  library: LIBRARY,
  routeKey: 'softLead',
  handle: { pageType: 'softleadCheckoutPage', robots: NO_INDEX_NO_FOLLOW, navType: 'default' },
  loader: lazyRouteCode(() => loaders().then((module) => module.loadSoftLead)),
  action: lazyRouteCode(() => actions().then((module) => module.softLeadAction)),
  ...lazyPage(() => import('./page/SoftLeadPage')),
};

/** Brochure request: {base}/{brochures}, for brands with a model range. */
export const brochureRoute: PageRoute = {
  id: 'brochures',
  library: LIBRARY,
  routeKey: 'brochures',
  feature: 'modelRange',
  handle: { pageType: 'modelOfferCheckoutPage', robots: NO_INDEX_NO_FOLLOW, navType: 'default' },
  loader: lazyRouteCode(() => loaders().then((module) => module.loadBrochure)),
  action: lazyRouteCode(() => actions().then((module) => module.brochureAction)),
  ...lazyPage(() => import('./page/BrochurePage')),
};

/** Corporate contact: /{locale}/{contact}, a site page outside any dealer. */
export const corporateContactRoute: PageRoute = {
  id: 'contact-corporate',
  library: LIBRARY,
  routeKey: 'contact',
  handle: { pageType: 'appointmentCheckoutPage', robots: NO_INDEX_NO_FOLLOW, navType: 'default' },
  loader: lazyRouteCode(() => loaders().then((module) => module.loadCorporateContact)),
  action: lazyRouteCode(() => actions().then((module) => module.corporateContactAction)),
  ...lazyPage(() => import('./page/CorporateContactPage')),
};
