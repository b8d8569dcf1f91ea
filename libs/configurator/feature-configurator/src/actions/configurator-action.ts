import { data, redirect } from 'react-router-dom';
import { HttpClientError } from '@carweb/api-http';
import { saveConfiguration } from '@carweb/api-model';
import { pageDealer, pageDealerBase, type PageLoaderArgs } from '@carweb/platform-routing';
import { CONFIGURATION_PARAMS, leasingOf } from '../configuration/configuration-url';
import { actTargetHref, DEALER_CHOOSER_ID, isActTarget, SAVE_INTENT, TARGET_PARAM } from './act-targets';

/** What a failed save answers the page (the configuration stays as it was). */
export interface ConfiguratorActionData {
  error: 'invalid' | 'outage';
}

/** The leasing inputs the visitor chose stay in the saved URL (the model service keeps only variant and items). */
function leasingSearch(url: URL): string {
  const { totalRuntime, kmPerYear, downPayment } = leasingOf(url.searchParams);
  const chosen: [string, number][] = [
    [CONFIGURATION_PARAMS.runtime, totalRuntime],
    [CONFIGURATION_PARAMS.km, kmPerYear],
    [CONFIGURATION_PARAMS.down, downPayment],
  ];
  return chosen
    .filter(([name]) => url.searchParams.has(name))
    .map(([name, value]) => `&${name}=${value}`)
    .join('');
}

/** SPEC §3 save payload as the contract wants it (entityId > 0, 1–60 non-empty codes); else nothing is sent. */
const isSavePayload = ({ entityId, items }: { entityId: number; items: string[] }) =>
  Number.isInteger(entityId) && entityId > 0 && items.length > 0 && items.length <= 60 && items.every((item) => item.trim() !== '');

/**
 * The configurator's POST (decision 0035), the same with and without JavaScript: save the configuration
 * (configurator/save-configuration {entityId, items}; a saved configuration shown unchanged keeps its code), then
 * 303 — to `?configurationCode={code}` for "save", to the dealer's form with the code for a target on the dealer
 * level, to the dealer chooser with the code on the site level.
 * A configuration the model service refuses (400: an item the variant lacks) answers 422, an outage 503: the page
 * says so and keeps the visitor's configuration.
 */
export async function configuratorAction(args: PageLoaderArgs) {
  const { request, api, params } = args;
  const url = new URL(request.url);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? SAVE_INTENT);
  const payload = { entityId: Number(form.get('entityId')), items: form.getAll('item').map(String) };
  if (args.dealer) await pageDealer(args);
  const invalid = () => data<ConfiguratorActionData>({ error: 'invalid' }, { status: 422 });
  if (!isSavePayload(payload)) return invalid();
  // a saved configuration shown as it was saved goes on with its code; the form it leads to checks the code (its guard)
  const savedCode = String(form.get(CONFIGURATION_PARAMS.code) ?? '').trim();
  let code: string;
  if (savedCode && isActTarget(intent)) code = savedCode;
  else
    try {
      code = (await saveConfiguration(api, payload)).configurationCode;
    } catch (error) {
      if (error instanceof HttpClientError && error.status === 400) return invalid();
      return data<ConfiguratorActionData>({ error: 'outage' }, { status: 503 });
    }
  const saved = `${url.pathname}?${CONFIGURATION_PARAMS.code}=${encodeURIComponent(code)}${leasingSearch(url)}`;
  if (!isActTarget(intent)) return redirect(saved, 303);
  if (args.dealer) return redirect(actTargetHref(pageDealerBase(args), intent, params['slug'] ?? '', code), 303);
  return redirect(`${saved}&${TARGET_PARAM}=${intent}#${DEALER_CHOOSER_ID}`, 303);
}
