import type { SavedConfiguration } from '@carweb/api-contracts';
import { configuratorEntitySlimQuery, savedConfigurationQuery } from '@carweb/api-model';
import { critical, type PageLoaderArgs } from '@carweb/platform-routing';
import { SENT_PARAM } from './lead-page';

/** The configurator's saved configuration a visitor brings to the brochure request, e.g. `?configurationCode=K7Q2M9`. */
export const CONFIGURATION_PARAM = 'configurationCode';

export const configurationCodeOf = (request: Request) => new URL(request.url).searchParams.get(CONFIGURATION_PARAM)?.trim() || null;

/**
 * The saved configuration of the URL's code (SPEC §7 configurator/saved-configuration/{code}). No code or an unknown
 * one is null: the form then works as without a configuration, as the configuration reservation does (decision 0019);
 * an outage answers 503 (decision 0015).
 */
export async function brochureConfigurationOf({ request, env, api }: PageLoaderArgs): Promise<SavedConfiguration | null> {
  const code = configurationCodeOf(request);
  if (!code) return null;
  return (await critical(env.queryClient.ensureQueryData(savedConfigurationQuery(api, code)))) ?? null;
}

/** The configured variant's name beside the form: optional, the configuration shows without it. */
export const prefetchConfiguredVariant = ({ env, api }: PageLoaderArgs, configuration: SavedConfiguration | null) =>
  configuration ? env.queryClient.prefetchQuery(configuratorEntitySlimQuery(api, configuration.entityId)) : undefined;

/** The thanks step keeps the configuration, so the page still shows what was requested. */
export function brochureThanksUrl(request: Request, configuration: SavedConfiguration | null) {
  const code = configuration && `${CONFIGURATION_PARAM}=${encodeURIComponent(configuration.configurationCode)}`;
  return `${new URL(request.url).pathname}?${[code, SENT_PARAM].filter(Boolean).join('&')}`;
}
