import { zeekrModelsQuery } from '@carweb/api-content';
import { minimalDealerListQuery } from '@carweb/api-dealer';
import { modelRangeQuery } from '@carweb/api-model';
import { critical, type PageLoaderArgs } from '@carweb/platform-routing';
import { isSent, type BrandFormPageData } from './brand-form-page';
import type { BrandLeadFormId } from './forms/brand-form-definitions';

/** What a form page loads besides itself: the contact's dealers (a choice), the test drive's models (a must). */
type Prefetch = (args: Pick<PageLoaderArgs, 'env' | 'api'>) => Promise<unknown>;

const dealers: Prefetch = ({ env, api }) => env.queryClient.prefetchQuery(minimalDealerListQuery(api, 'all'));
/** Without the models nothing can be chosen: an outage is the page's 503; no models at all shows a notice. */
const zeekrModels: Prefetch = ({ env, api }) =>
  Promise.all([
    critical(env.queryClient.ensureQueryData(zeekrModelsQuery(api))),
    critical(env.queryClient.ensureQueryData(modelRangeQuery(api))),
    dealers({ env, api }),
  ]);

const PREFETCHES = { dealers, zeekrModels } satisfies Record<string, Prefetch>;

/** The data a brand form page loads besides itself, by name (the route table names it, this module has the code). */
export type BrandFormPrefetch = keyof typeof PREFETCHES;

/** The loader of a brand form's page: which form, and whether it is the thanks step. */
export const loadBrandForm =
  (form: BrandLeadFormId, prefetch?: BrandFormPrefetch) =>
  async (args: PageLoaderArgs): Promise<BrandFormPageData> => {
    if (prefetch) await PREFETCHES[prefetch](args);
    return { form, sent: isSent(args.request) };
  };
