import {
  lazyPage,
  lazyRouteCode,
  NO_INDEX_NO_FOLLOW,
  type LazyPage,
  type PageRoute,
  type PageType,
  type RouteKey,
} from '@carweb/platform-routing';
import type { BrandConfig, BrandFormId } from '@carweb/shared-util-brand';
import type { BrandFormPrefetch } from './brand-form-loader';
import type { BrandLeadFormId } from './forms/brand-form-definitions';

const LIBRARY = '@carweb/checkout-feature-brand-forms';
const contactPage = lazyPage(() => import('./page/BrandContactPage'));
const testDrivePage = lazyPage(() => import('./page/ZeekrTestDrivePage'));
const requestPage = lazyPage(() => import('./page/BrandRequestPage'));

// the lead's code loads when the visitor starts on the form (decision 0040), not with the page
const actions = () => import('./brand-form-action');

/** A brand form's site page (/{locale}/{segment}): no dealer, noindex (a form), its lead to the brand-specific POST. */
function leadFormRoute(
  form: BrandLeadFormId,
  routeKey: RouteKey,
  pageType: PageType,
  page: LazyPage,
  prefetch?: BrandFormPrefetch,
): PageRoute {
  return {
    id: `brand-form-${form.replace('/', '-')}`,
    library: LIBRARY,
    routeKey,
    handle: { pageType, robots: NO_INDEX_NO_FOLLOW, navType: 'default' },
    loader: lazyRouteCode(() => import('./brand-form-loader').then((module) => module.loadBrandForm(form, prefetch))),
    action: lazyRouteCode(() => actions().then((module) => (args) => module.brandFormAction(form, args))),
    ...page,
  };
}

/** Emil Frey Daily Express: a lookup, not a lead; its answers are the same for every visitor, so the page may be indexed. */
const dailyExpressRoute: PageRoute = {
  id: 'brand-form-emilfrey-daily-express',
  library: LIBRARY,
  routeKey: 'dailyExpress',
  handle: { pageType: 'serviceDetailPage', robots: { noIndex: false, noFollow: false }, navType: 'default' },
  loader: lazyRouteCode(() => import('./daily-express-loader').then((module) => module.loadDailyExpress)),
  ...lazyPage(() => import('./page/DailyExpressPage')),
};

/**
 * Every brand form's page by the id a brand config lists it with (SPEC §7). Contacts sit where the
 * corporate contact would ({contact}) and replace it; SPEC §2 has no page type for the multilease
 * requests, the appointment's is the nearest (a lead without a vehicle), as for the contact.
 */
export const BRAND_FORM_ROUTES: Record<BrandFormId, PageRoute> = {
  'suzuki/contact': leadFormRoute('suzuki/contact', 'contact', 'appointmentCheckoutPage', contactPage, 'dealers'),
  'zeekr/contact': leadFormRoute('zeekr/contact', 'contact', 'appointmentCheckoutPage', contactPage, 'dealers'),
  'zeekr/model-test-drive': leadFormRoute(
    'zeekr/model-test-drive',
    'testDrive',
    'modelTestdriveCheckoutPage',
    testDrivePage,
    'zeekrModels',
  ),
  'emilfrey/contact': leadFormRoute('emilfrey/contact', 'contact', 'appointmentCheckoutPage', contactPage, 'dealers'),
  'emilfrey/newsletter': leadFormRoute('emilfrey/newsletter', 'newsletter', 'newsletterCheckoutPage', requestPage),
  'emilfrey/daily-express': dailyExpressRoute,
  'multilease/change-address': leadFormRoute('multilease/change-address', 'changeOfAddress', 'appointmentCheckoutPage', requestPage),
  'multilease/change-name': leadFormRoute('multilease/change-name', 'changeOfName', 'appointmentCheckoutPage', requestPage),
  'multilease/leasing-liabilities': leadFormRoute(
    'multilease/leasing-liabilities',
    'leasingLiabilities',
    'appointmentCheckoutPage',
    requestPage,
  ),
  'multilease/my-payments': leadFormRoute('multilease/my-payments', 'myPayments', 'appointmentCheckoutPage', requestPage),
  'multilease/order-payment-slip': leadFormRoute('multilease/order-payment-slip', 'paymentSlip', 'appointmentCheckoutPage', requestPage),
};

/** The site pages of the brand forms the brand config enables, in its order. */
export const brandFormRoutes = (brand: Pick<BrandConfig, 'brandForms'>): PageRoute[] =>
  brand.brandForms.map((form) => BRAND_FORM_ROUTES[form]);

/**
 * Site pages without the ones a brand form replaces: a page at the same localized address (same
 * segment and further path) as an enabled brand form, e.g. the corporate contact where the brand has its own contact.
 */
export function withoutReplacedPages(pages: PageRoute[], brandForms: PageRoute[]): PageRoute[] {
  const taken = new Set(brandForms.map((page) => `${page.routeKey ?? ''}/${page.path ?? ''}`));
  return pages.filter((page) => !taken.has(`${page.routeKey ?? ''}/${page.path ?? ''}`));
}
