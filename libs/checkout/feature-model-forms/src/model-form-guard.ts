import { redirect } from 'react-router-dom';
import type { Dealer, ModelPage, SavedConfiguration } from '@carweb/api-contracts';
import { modelPageQuery, savedConfigurationQuery } from '@carweb/api-model';
import { critical, notFoundPath, pageDealer, type PageLoaderArgs } from '@carweb/platform-routing';

/** The thanks step of a form: the same URL with this parameter (303 after the POST). */
export const SENT_PARAM = 'sent';
/** A configurator configuration the form is about (SPEC §7 configurator/saved-configuration/{configurationCode}). */
export const CONFIGURATION_PARAM = 'configurationCode';

export const isSent = (request: Request) => new URL(request.url).searchParams.has(SENT_PARAM);
export const configurationCodeOf = (request: Request) => new URL(request.url).searchParams.get(CONFIGURATION_PARAM)?.trim() || null;

export interface ModelFormSubjectData {
  dealer: Dealer;
  modelPage: ModelPage;
  configuration: SavedConfiguration | null;
}

/**
 * SPEC §2 guard of the model forms: the model form is loaded by slug, and a configuration by its
 * code when the URL names one; a model or configuration that does not exist (or a configuration of
 * another model) redirects to the not-found route, an outage answers 503 (decision 0015). A
 * service-only dealer has no model range (SPEC §2), so no model forms either.
 */
export async function loadModelFormSubject(args: PageLoaderArgs): Promise<ModelFormSubjectData> {
  const { request, params, env, api, locale, dealer: base } = args;
  const { queryClient } = env;
  const code = configurationCodeOf(request);
  const [dealer, modelPage, configuration] = await Promise.all([
    pageDealer(args),
    critical(queryClient.ensureQueryData(modelPageQuery(api, params['slug'] ?? ''))),
    code ? critical(queryClient.ensureQueryData(savedConfigurationQuery(api, code))) : undefined,
  ]);
  const notFound = () => redirect(notFoundPath(env.brand, locale, base?.includeLocale ?? true));
  if (dealer.type === 'service' || !modelPage) throw notFound();
  if (configuration === null || (configuration && configuration.modelSlug !== modelPage.model.slug)) throw notFound();
  return { dealer, modelPage, configuration: configuration ?? null };
}
