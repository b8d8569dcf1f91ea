import { redirect } from 'react-router-dom';
import { modelLeasingQuery } from '@carweb/api-core';
import { configuratorModelQuery, images360Query, modelImagesQuery, savedConfigurationQuery } from '@carweb/api-model';
import { critical, notFoundPath, pageDealer, type PageLoaderArgs } from '@carweb/platform-routing';
import { isActTarget, TARGET_PARAM, type ActTarget } from './actions/act-targets';
import { brandDealersQuery } from './dealers/brand-dealers';
import { CONFIGURATION_PARAMS, configurationOf } from './configuration/configuration-url';
import { leasingRequestOf } from './configuration/leasing-request';

export interface ConfiguratorLoaderData {
  slug: string;
  /** the saved configuration the URL names (`?configurationCode=`), when the model service knows it for this model */
  saved: { code: string; entityId: number; items: string[] } | null;
  /** a code the URL names that the model service does not know: the page says so and shows the default configuration */
  unknownCode: string | null;
  /** site level, after "save and go": the target whose dealers the page lists */
  target: ActTarget | null;
}

/**
 * The configurator of one model (configuratorDetailPage), site and dealer level. Loader contract (decision 0015): the
 * model (configurator/models/{slug}) is critical — unknown, of another brand, or at a service dealer (no model range,
 * SPEC §2) → the not-found route like the model forms' guard; an outage → 503. A saved configuration's code that the
 * service does not know is no error: a notice and the default configuration (status 200). On the server the rate and
 * the pictures of the URL's configuration are prefetched (optional: the page configures and prices without them); in
 * the browser the page asks for them itself, the rate after its debounce, so a choice never waits for them.
 */
export async function loadConfigurator(args: PageLoaderArgs): Promise<ConfiguratorLoaderData> {
  const { request, params, env, api, locale, dealer: base } = args;
  const { queryClient, brand } = env;
  const slug = params['slug'] ?? '';
  const search = new URL(request.url).searchParams;
  const code = search.get(CONFIGURATION_PARAMS.code)?.trim() || null;
  const [dealer, model, saved] = await Promise.all([
    base ? pageDealer(args) : null,
    critical(queryClient.ensureQueryData(configuratorModelQuery(api, slug))),
    code ? critical(queryClient.ensureQueryData(savedConfigurationQuery(api, code))) : null,
  ]);
  if (!model || model.brand !== brand.wholesaler || dealer?.type === 'service') {
    throw redirect(notFoundPath(brand, locale, base?.includeLocale ?? true));
  }
  const known = saved && saved.modelSlug === model.slug ? saved : null;
  const target = search.get(TARGET_PARAM);
  const data: ConfiguratorLoaderData = {
    slug: model.slug,
    saved: known && { code: known.configurationCode, entityId: known.entityId, items: known.items },
    unknownCode: code && !known ? code : null,
    target: known && !base && isActTarget(target) ? target : null,
  };
  // server only: the browser bundle leaves this out (and the configuration code it needs)
  if (import.meta.env.SSR && typeof document === 'undefined') {
    const configuration = configurationOf(model, search, data.saved);
    const { entity, colorCode, items } = configuration;
    await Promise.all([
      // the calculation's own retries (3, with back-off) would hold the page; the server asks once, like every call
      queryClient.prefetchQuery({ ...modelLeasingQuery(api, leasingRequestOf(configuration)), retry: false }),
      // the stills and the 360° frames in the server HTML: the first load makes no call of its own (decision 0011)
      queryClient.prefetchQuery(modelImagesQuery(api, entity.entityId, colorCode)),
      queryClient.prefetchQuery(images360Query(api, entity.entityId, colorCode, items)),
      ...(data.target ? [queryClient.prefetchQuery(brandDealersQuery(api, brand.id))] : []),
    ]);
  }
  return data;
}
