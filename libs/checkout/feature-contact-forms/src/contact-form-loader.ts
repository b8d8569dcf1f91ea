import { minimalDealerListQuery } from '@carweb/api-dealer';
import { modelRangeQuery } from '@carweb/api-model';
import { critical, pageDealer, type PageLoaderArgs } from '@carweb/platform-routing';
import { brochureConfigurationOf, configurationCodeOf, prefetchConfiguredVariant } from './brochure-configuration';
import { isSent, type FormPageData } from './lead-page';

/** A dealer's form page: the dealer is the dealer route's (decision 0028), the rest the page can do without is prefetched. */
const dealerFormLoader =
  (prefetch?: (args: PageLoaderArgs) => Promise<unknown>) =>
  async (args: PageLoaderArgs): Promise<FormPageData> => {
    await Promise.all([pageDealer(args), prefetch?.(args)]);
    return { sent: isSent(args.request) };
  };

export const loadContact = dealerFormLoader();

export const loadNewsletter = dealerFormLoader();

/** The model of interest is optional, so are the models. */
export const loadSoftLead = dealerFormLoader(({ env, api }) => env.queryClient.prefetchQuery(modelRangeQuery(api)));

export interface BrochurePageData extends FormPageData {
  /** the saved configuration the visitor came with, when its code exists */
  configurationCode: string | null;
  /** a code was given but no such configuration exists: the form works as without one, with a notice */
  configurationMissing: boolean;
}

/**
 * The brand's models are critical (nothing to choose without them; none at all shows a notice instead of the form);
 * a configuration from the configurator preselects its model and shows beside the form.
 */
export async function loadBrochure(args: PageLoaderArgs): Promise<BrochurePageData> {
  const { env, api, request } = args;
  const [, , configuration] = await Promise.all([
    pageDealer(args),
    critical(env.queryClient.ensureQueryData(modelRangeQuery(api))),
    brochureConfigurationOf(args),
  ]);
  await prefetchConfiguredVariant(args, configuration);
  return {
    sent: isSent(request),
    configurationCode: configuration?.configurationCode ?? null,
    configurationMissing: configurationCodeOf(request) !== null && configuration === null,
  };
}

/** The corporate contact has no dealer of its own: the dealer list is only a choice. */
export async function loadCorporateContact({ request, env, api }: PageLoaderArgs): Promise<FormPageData> {
  await env.queryClient.prefetchQuery(minimalDealerListQuery(api, 'all'));
  return { sent: isSent(request) };
}
