import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dealerBySlugQuery, workshopServicesQuery } from '@carweb/api-dealer';
import type { Dealer, WorkshopService } from '@carweb/api-contracts';
import { proxiedBackendAddresses, type ApiContext } from '@carweb/api-http';
import { isOutageResponse, type PageLoaderArgs } from '@carweb/platform-routing';
import { testBrand, testDealer } from '@carweb/shared-testing';
import type { Locale } from '@carweb/shared-util-brand';
import { loadServiceAppointment } from './service-appointment-loader';

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
const workshop = (id: string, name: string, priceFrom: number | null, isTopService = false): WorkshopService => ({
  id,
  name,
  durationMinutes: 60,
  priceFrom,
  isTopService,
});

/** What the dealer service answers the loader (the sandbox dealer's workshop services, shortened); replaceable per test. */
interface BackendFixtures {
  dealer?: Dealer;
  workshopServices?: WorkshopService[];
}
const WORKSHOP_SERVICES: WorkshopService[] = [
  workshop('periodic-service', 'Periodischer Service', 290, true),
  workshop('oil-change', 'Ölwechsel', 129, true),
  workshop('wheel-change', 'Räderwechsel', 69, true),
  workshop('windscreen', 'Scheibenreparatur', null),
];
function fixtureApi(locale: Locale, fixtures: BackendFixtures): ApiContext {
  const fetch = async (input: RequestInfo | URL): Promise<Response> => {
    const url = String(input);
    if (url.includes('/dealer-slug/')) return json(fixtures.dealer ?? testDealer());
    if (url.includes('/workshop-services')) return json(fixtures.workshopServices ?? WORKSHOP_SERVICES);
    return new Response('{}', { status: 404 });
  };
  return { locale, wholesaler: 'kia', country: 'ch', platform: 'partnerweb', backends: proxiedBackendAddresses(), fetch };
}

const PATH = 'https://kia.example/de/haendler/auto-zentrum-zuerich/terminvereinbarung';

function loaderArgs(fixtures: BackendFixtures = {}, { url = PATH, queryClient = new QueryClient(), locale = 'de' as Locale } = {}) {
  const apis = new Map<Locale, ApiContext>();
  const calls: string[] = [];
  const api = (at: Locale) => {
    const base = fixtureApi(at, fixtures);
    const answer = base.fetch ?? fetch;
    const context = apis.get(at) ?? { ...base, fetch: (input: RequestInfo | URL) => (calls.push(String(input)), answer(input)) };
    apis.set(at, context);
    return context;
  };
  const args: PageLoaderArgs = {
    request: new Request(url),
    params: { dealerSlug: 'auto-zentrum-zuerich' },
    env: { brand: testBrand, queryClient, api },
    locale,
    api: api(locale),
    // the dealer route's dealer (decision 0028): the backend's answer to the same query
    dealerEntity: () => queryClient.ensureQueryData(dealerBySlugQuery(api(locale), 'auto-zentrum-zuerich')),
  };
  return { args, calls, queryClient };
}

const workshopCalls = (calls: string[]) => calls.filter((url) => url.includes('/workshop-services'));

describe('the service appointment guard (SPEC §2: workshop services first)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('loads the dealer’s workshop services and shows the form', async () => {
    const { args, calls, queryClient } = loaderArgs();
    expect(await loadServiceAppointment(args)).toEqual({ kind: 'form', dealerId: 100, sent: false });
    expect(workshopCalls(calls)).toEqual([expect.stringContaining('/100/dealer/workshop-services')]);
    expect(queryClient.getQueryData(workshopServicesQuery(args.api, 100).queryKey)).toHaveLength(4);
  });

  it('keeps them per dealer and language: the same language again is not loaded again, another language is', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    const german = loaderArgs({}, { queryClient });
    await loadServiceAppointment(german.args);
    await loadServiceAppointment(german.args);
    expect(workshopCalls(german.calls)).toHaveLength(1);
    const french = loaderArgs({}, { queryClient, locale: 'fr', url: PATH.replace('/de/haendler/', '/fr/concessionnaire/') });
    await loadServiceAppointment(french.args);
    expect(workshopCalls(french.calls)).toEqual([expect.stringContaining('locale=fr')]);
  });

  it("no workshop services: the spec's 'No services available', a page without form", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { args } = loaderArgs({ workshopServices: [] });
    expect(await loadServiceAppointment(args)).toEqual({ kind: 'noServices' });
    expect(warn).toHaveBeenCalledWith('No services available', { dealer: 'auto-zentrum-zuerich' });
  });

  it('a dealer with its own booking form is linked there; its workshop services are not asked for', async () => {
    const url = 'https://termine.kia-service-bern.ch/service';
    const { args, calls } = loaderArgs({ dealer: testDealer({ externalServiceFormUrl: url }) });
    expect(await loadServiceAppointment(args)).toEqual({ kind: 'externalForm', url });
    expect(workshopCalls(calls)).toEqual([]);
  });

  it('the thanks step after the POST needs no services', async () => {
    const { args, calls } = loaderArgs({}, { url: `${PATH}?sent` });
    expect(await loadServiceAppointment(args)).toEqual({ kind: 'form', dealerId: 100, sent: true });
    expect(workshopCalls(calls)).toEqual([]);
  });

  it('an outage of the dealer service is the 503 answer, never the no-services page', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { args } = loaderArgs();
    const answer = args.api.fetch ?? fetch;
    args.api.fetch = (input) =>
      String(input).includes('/workshop-services') ? Promise.resolve(new Response('', { status: 502 })) : answer(input);
    const failure = await loadServiceAppointment(args).catch((error: unknown) => error);
    expect(isOutageResponse(failure)).toBe(true);
  });
});
