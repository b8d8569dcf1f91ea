import { minimalDealerListQuery } from '@carweb/api-dealer';
import { modelRangeQuery } from '@carweb/api-model';
import { critical, lazyPage, NO_INDEX_NO_FOLLOW, type PageLoaderArgs, type PageRoute } from '@carweb/platform-routing';
import { isSent, pageDealer, type FormPageData } from './lead-page';

const LIBRARY = '@carweb/checkout-feature-contact-forms';
const contactPage = lazyPage(() => import('./page/ContactPage'));
const corporateContactPage = lazyPage(() => import('./page/CorporateContactPage'));
const newsletterPage = lazyPage(() => import('./page/NewsletterPage'));
const softLeadPage = lazyPage(() => import('./page/SoftLeadPage'));
const brochurePage = lazyPage(() => import('./page/BrochurePage'));

// the lead's code and contracts load with the first submit, not with the page
const actions = () => import('./form-actions');

/** A dealer's form page: the dealer is critical, the rest the page can do without is prefetched. */
const dealerFormLoader =
  (page: { preload(): Promise<unknown> }, prefetch?: (args: PageLoaderArgs) => Promise<unknown>) =>
  async (args: PageLoaderArgs): Promise<FormPageData> => {
    await Promise.all([pageDealer(args), prefetch?.(args), page.preload()]);
    return { sent: isSent(args.request) };
  };

/**
 * Dealer contact: {base}/{contact}. SPEC §2 names contact among the forms whose segments are not
 * shown; SPEC §2 has no page type for it, the appointment's is the nearest (a lead without a vehicle).
 */
export const contactRoute: PageRoute = {
  id: 'contact',
  library: LIBRARY,
  routeKey: 'contact',
  handle: { pageType: 'appointmentCheckoutPage', robots: NO_INDEX_NO_FOLLOW, navType: 'default' },
  loader: dealerFormLoader(contactPage),
  action: (args) => actions().then((module) => module.contactAction(args)),
  Component: contactPage.Component,
};

/** Newsletter: {base}/{newsletter} (newsletterCheckoutPage). */
export const newsletterRoute: PageRoute = {
  id: 'newsletter',
  library: LIBRARY,
  routeKey: 'newsletter',
  handle: { pageType: 'newsletterCheckoutPage', robots: NO_INDEX_NO_FOLLOW, navType: 'default' },
  loader: dealerFormLoader(newsletterPage),
  action: (args) => actions().then((module) => module.newsletterAction(args)),
  Component: newsletterPage.Component,
};

/** Soft lead: {base}/{softLead} (softleadCheckoutPage); the model of interest is optional, so are the models. */
export const softLeadRoute: PageRoute = {
  id: 'soft-lead',
  library: LIBRARY,
  routeKey: 'softLead',
  handle: { pageType: 'softleadCheckoutPage', robots: NO_INDEX_NO_FOLLOW, navType: 'default' },
  loader: dealerFormLoader(softLeadPage, ({ env, api }) => env.queryClient.prefetchQuery(modelRangeQuery(api))),
  action: (args) => actions().then((module) => module.softLeadAction(args)),
  Component: softLeadPage.Component,
};

/**
 * Brochure request: {base}/{brochures}, for brands with a model range; the brand's models are
 * critical (nothing to choose without them; none at all shows a notice instead of the form).
 */
export const brochureRoute: PageRoute = {
  id: 'brochures',
  library: LIBRARY,
  routeKey: 'brochures',
  feature: 'modelRange',
  handle: { pageType: 'modelOfferCheckoutPage', robots: NO_INDEX_NO_FOLLOW, navType: 'default' },
  loader: dealerFormLoader(brochurePage, ({ env, api }) => critical(env.queryClient.ensureQueryData(modelRangeQuery(api)))),
  action: (args) => actions().then((module) => module.brochureAction(args)),
  Component: brochurePage.Component,
};

/** Corporate contact: /{locale}/{contact}, a site page outside any dealer; the dealer list is only a choice. */
export const corporateContactRoute: PageRoute = {
  id: 'contact-corporate',
  library: LIBRARY,
  routeKey: 'contact',
  handle: { pageType: 'appointmentCheckoutPage', robots: NO_INDEX_NO_FOLLOW, navType: 'default' },
  async loader({ request, env, api }) {
    await Promise.all([env.queryClient.prefetchQuery(minimalDealerListQuery(api, 'all')), corporateContactPage.preload()]);
    return { sent: isSent(request) } satisfies FormPageData;
  },
  action: (args) => actions().then((module) => module.corporateContactAction(args)),
  Component: corporateContactPage.Component,
};
