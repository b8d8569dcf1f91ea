import { minimalDealerListQuery } from '@carweb/api-dealer';
import { modelRangeQuery } from '@carweb/api-model';
import { critical, pageDealer, type PageLoaderArgs } from '@carweb/platform-routing';
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

/** The brand's models are critical (nothing to choose without them; none at all shows a notice instead of the form). */
export const loadBrochure = dealerFormLoader(({ env, api }) => critical(env.queryClient.ensureQueryData(modelRangeQuery(api))));

/** The corporate contact has no dealer of its own: the dealer list is only a choice. */
export async function loadCorporateContact({ request, env, api }: PageLoaderArgs): Promise<FormPageData> {
  await env.queryClient.prefetchQuery(minimalDealerListQuery(api, 'all'));
  return { sent: isSent(request) };
}
