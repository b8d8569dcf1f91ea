import { minimalDealerListQuery } from '@carweb/api-dealer';
import { modelRangeQuery } from '@carweb/api-model';
import { critical, type PageLoaderArgs } from '@carweb/platform-routing';
import { brochurePage, contactPage, corporateContactPage, newsletterPage, softLeadPage } from './contact-form-routes';
import { isSent, pageDealer, type FormPageData } from './lead-page';

/** A dealer's form page: the dealer is critical, the rest the page can do without is prefetched. */
const dealerFormLoader =
  (page: { preload(): Promise<unknown> }, prefetch?: (args: PageLoaderArgs) => Promise<unknown>) =>
  async (args: PageLoaderArgs): Promise<FormPageData> => {
    await Promise.all([pageDealer(args), prefetch?.(args), page.preload()]);
    return { sent: isSent(args.request) };
  };

export const loadContact = dealerFormLoader(contactPage);

export const loadNewsletter = dealerFormLoader(newsletterPage);

/** The model of interest is optional, so are the models. */
export const loadSoftLead = dealerFormLoader(softLeadPage, ({ env, api }) => env.queryClient.prefetchQuery(modelRangeQuery(api)));

/** The brand's models are critical (nothing to choose without them; none at all shows a notice instead of the form). */
export const loadBrochure = dealerFormLoader(brochurePage, ({ env, api }) =>
  critical(env.queryClient.ensureQueryData(modelRangeQuery(api))),
);

/** The corporate contact has no dealer of its own: the dealer list is only a choice. */
export async function loadCorporateContact({ request, env, api }: PageLoaderArgs): Promise<FormPageData> {
  await Promise.all([env.queryClient.prefetchQuery(minimalDealerListQuery(api, 'all')), corporateContactPage.preload()]);
  return { sent: isSent(request) };
}
