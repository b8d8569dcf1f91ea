import { configuratorEntitySlimQuery } from '@carweb/api-model';
import { lazyPage, NO_INDEX_NO_FOLLOW, type PageLoaderArgs, type PageRoute, type PageType, type RouteKey } from '@carweb/platform-routing';
import type { ModelFormKind } from './forms/model-forms';
import { isSent, loadModelFormSubject } from './model-form-guard';

const modelFormPage = lazyPage(() => import('./page/ModelFormPage'));

export interface ModelFormData {
  kind: ModelFormKind;
  modelSlug: string;
  configurationCode: string | null;
  sent: boolean;
}

async function loadModelForm(kind: ModelFormKind, args: PageLoaderArgs): Promise<ModelFormData> {
  const [{ modelPage, configuration }] = await Promise.all([loadModelFormSubject(args), modelFormPage.preload()]);
  // the configured variant's name beside the form: optional, the page shows the configuration without it
  if (configuration) await args.env.queryClient.prefetchQuery(configuratorEntitySlimQuery(args.api, configuration.entityId));
  return {
    kind,
    modelSlug: modelPage.model.slug,
    configurationCode: configuration?.configurationCode ?? null,
    sent: isSent(args.request),
  };
}

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
    loader: (args) => loadModelForm(kind, args),
    // the lead's code and contracts load with the first submit, not with the page
    action: (args) => import('./model-form-action').then((module) => module.modelFormAction(kind, args)),
    Component: modelFormPage.Component,
  };
}

/** {base}/modell-probefahrt/{slug}[?configurationCode=…] (SPEC §2 {modelTestDrive}/{id}; with a code: configurator-model-test-drive). */
export const modelTestDriveRoute = modelFormRoute('testDrive');
/** {base}/modell-offerte/{slug}[?configurationCode=…] (SPEC §2 {modelOfferForm}/{id}). */
export const modelOfferRoute = modelFormRoute('offer');
