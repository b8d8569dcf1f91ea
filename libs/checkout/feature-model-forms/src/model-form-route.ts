import { lazyPage, lazyRouteCode, NO_INDEX_NO_FOLLOW, type PageRoute, type PageType, type RouteKey } from '@carweb/platform-routing';
import type { ModelFormKind } from './forms/model-forms';

const MODEL_FORMS: Record<ModelFormKind, { id: string; routeKey: RouteKey; pageType: PageType }> = {
  testDrive: { id: 'model-test-drive', routeKey: 'modelTestDrive', pageType: 'modelTestdriveCheckoutPage' },
  offer: { id: 'model-offer', routeKey: 'modelOfferForm', pageType: 'modelOfferCheckoutPage' },
};

function modelFormRoute(kind: ModelFormKind): PageRoute {
  const { id, routeKey, pageType } = MODEL_FORMS[kind];
  return {
    id,
    library: '@carweb/checkout-feature-model-forms',
    routeKey,
    path: ':slug',
    feature: 'modelRange',
    handle: { pageType, robots: NO_INDEX_NO_FOLLOW, navType: 'checkout', stickyChat: false },
    loader: lazyRouteCode(() => import('./model-form-loader').then((module) => (args) => module.loadModelForm(kind, args))),
    // the lead's code loads when the visitor starts on the form (decision 0040), not with the page
    action: lazyRouteCode(() => import('./model-form-action').then((module) => (args) => module.modelFormAction(kind, args))),
    ...lazyPage(() => import('./page/ModelFormPage')),
  };
}

/** {base}/modell-probefahrt/{slug}[?configurationCode=…] (SPEC §2 {modelTestDrive}/{id}; with a code: configurator-model-test-drive). */
export const modelTestDriveRoute = modelFormRoute('testDrive');
/** {base}/modell-offerte/{slug}[?configurationCode=…] (SPEC §2 {modelOfferForm}/{id}). */
export const modelOfferRoute = modelFormRoute('offer');
