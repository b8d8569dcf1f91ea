// Stories and their tests only: the dealer search inside a data router with its real loader, the backend
// answered from fixtures, and a stand-in for the maps service (no Google script or tiles here).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import type { DealerListEntry } from '@carweb/api-contracts';
import { ApiContextProvider, proxiedBackendAddresses, type ApiContext } from '@carweb/api-http';
import { GenericErrorMessage, layoutCatalog } from '@carweb/platform-layout';
import { RouteEnvProvider, type RouteEnv } from '@carweb/platform-routing';
import { testBrand } from '@carweb/shared-testing';
import { sharedUiCatalog } from '@carweb/shared-ui';
import type { Locale } from '@carweb/shared-util-brand';
import { loadMessages, specTextsCatalog, type Messages } from '@carweb/shared-util-i18n';
import { dealerListFixture } from '../dealer-list.fixtures';
import { dealerSearchRoute } from '../dealer-search-route';
import type { DealerMapProps } from '../maps/dealer-map-props';
import type { MapModule } from '../maps/DealerMapSlot';
import type { PlacePredictions } from '../maps/place-predictions';
import { dealerSearchCatalog } from '../messages';
import DealerSearchPage from './DealerSearchPage';

/** Monday 2026-11-23, 10:00 in Zürich: the opening hours of the stories do not change with the day. */
export const STORY_NOW = new Date('2026-11-23T09:00:00Z');
export const LUGANO = { lat: 46.0037, lon: 8.9511 };

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

/** dealer-list as the dealer service answers it: filtered by dealerServiceType; `failure`: an outage. */
const fixtureFetch =
  (dealers: DealerListEntry[], failure: boolean) =>
  async (input: RequestInfo | URL): Promise<Response> => {
    const url = new URL(String(input), 'http://story.local');
    if (failure) return new Response('unavailable', { status: 503 });
    if (url.pathname.endsWith('/dealer-list')) {
      const service = url.searchParams.get('dealerServiceType') ?? 'all';
      return json(dealers.filter((dealer) => service === 'all' || dealer.services.some((offered) => offered === service)));
    }
    return new Response('{}', { status: 404 });
  };

/** The maps service's predictions as a stand-in: "Lugano, Schweiz" for what starts like Lugano. */
const storyPredictions: PlacePredictions = {
  predict: async (input) => ({
    status: 'OK',
    predictions: 'lugano'.startsWith(input.toLowerCase().slice(0, 6)) ? [{ placeId: 'lugano', label: 'Lugano, Schweiz' }] : [],
  }),
  locate: async () => LUGANO,
};

const SWISS_BOX = { north: 47.9, south: 45.8, east: 10.5, west: 5.9 };

/** A stand-in for the map chunk with the same props: markers are buttons placed on a plain box of Switzerland. */
function StoryDealerMap({ markers, selectedId, onSelect, onStatusChange, onPlacePredictions }: DealerMapProps) {
  useEffect(() => {
    onStatusChange(true);
    onPlacePredictions(storyPredictions);
  }, [onStatusChange, onPlacePredictions]);
  return (
    <div style={{ position: 'relative', width: '100%', height: '100%', background: '#dfe9e4' }} data-testid="story-map">
      {markers.map((marker) => (
        <button
          key={marker.dealerId}
          type="button"
          title={marker.name}
          aria-label={marker.name}
          aria-pressed={marker.dealerId === selectedId}
          onClick={() => onSelect(marker.dealerId)}
          style={{
            position: 'absolute',
            left: `${((marker.position.lon - SWISS_BOX.west) / (SWISS_BOX.east - SWISS_BOX.west)) * 100}%`,
            top: `${((SWISS_BOX.north - marker.position.lat) / (SWISS_BOX.north - SWISS_BOX.south)) * 100}%`,
            width: marker.dealerId === selectedId ? 20 : 14,
            height: marker.dealerId === selectedId ? 20 : 14,
            padding: 0,
            border: '2px solid #fff',
            borderRadius: '50%',
            background: marker.dealerId === selectedId ? '#bb162b' : '#05141f',
            transform: 'translate(-50%, -50%)',
          }}
        />
      ))}
    </div>
  );
}

/** The maps script that fails to load (SPEC §8: false). */
function FailingDealerMap({ onStatusChange }: DealerMapProps) {
  useEffect(() => onStatusChange(false), [onStatusChange]);
  return null;
}

export const loadStoryMap: MapModule = () => Promise.resolve({ default: StoryDealerMap });
export const loadFailingMap: MapModule = () => Promise.resolve({ default: FailingDealerMap });

export interface SearchStoryArgs {
  locale: Locale;
  messages: Messages;
  /** the query string of the page, e.g. '?place=8048' */
  search: string;
  dealers?: DealerListEntry[];
  /** the dealer service answers 503 */
  failure?: boolean;
  mapsApiKey?: string;
  loadMap?: MapModule;
  /** after the first render a new search starts that never ends (the loading state) */
  pendingSearch?: string;
}

/** Story loaders: the texts of the page and its frame in the story's language. */
export const searchStoryLoaders = [
  async ({ args }: { args: { locale?: Locale } }) => ({
    messages: await loadMessages([specTextsCatalog, sharedUiCatalog, layoutCatalog, dealerSearchCatalog], args.locale ?? 'de'),
  }),
];

function createStory({ locale, search, dealers = dealerListFixture(), failure = false, mapsApiKey, loadMap }: SearchStoryArgs) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const api: ApiContext = {
    locale,
    wholesaler: 'kia',
    country: 'ch',
    platform: 'partnerweb',
    backends: proxiedBackendAddresses(),
    fetch: fixtureFetch(dealers, failure),
  };
  const env: RouteEnv = { brand: testBrand, queryClient, api: () => api };
  const router = createMemoryRouter(
    [
      {
        path: '*',
        loader: ({ request, params }) =>
          new URL(request.url).searchParams.has('pending')
            ? new Promise(() => undefined)
            : dealerSearchRoute.loader?.({ request, params, env, locale, api }),
        element: <DealerSearchPage mapsApiKey={mapsApiKey} loadMap={loadMap} now={STORY_NOW} />,
        errorElement: <GenericErrorMessage />,
      },
    ],
    { initialEntries: [`/${locale}/haendlersuche${search}`] },
  );
  return { queryClient, api, env, router };
}

/** The dealer search of the kia test brand at `/{locale}/haendlersuche{search}`. */
export function SearchStory(args: SearchStoryArgs) {
  const [{ queryClient, api, env, router }] = useState(() => createStory(args));
  const { pendingSearch, locale, messages } = args;
  useEffect(() => {
    if (!pendingSearch) return;
    // once the first search is shown, start one that never ends
    let started = false;
    const start = () => {
      if (started || !router.state.initialized) return;
      started = true;
      void router.navigate(`/${locale}/haendlersuche${pendingSearch}&pending=1`);
    };
    const unsubscribe = router.subscribe(start);
    start();
    return unsubscribe;
  }, [router, locale, pendingSearch]);
  return (
    <QueryClientProvider client={queryClient}>
      <IntlProvider locale={`${locale}-CH`} messages={messages}>
        <RouteEnvProvider env={env}>
          <ApiContextProvider value={api}>
            <RouterProvider router={router} />
          </ApiContextProvider>
        </RouteEnvProvider>
      </IntlProvider>
    </QueryClientProvider>
  );
}

/** A part of the search page on its own (form, results, a card, the map slot), in the story's language. */
export function SearchPartStory({ locale, messages, children }: Pick<SearchStoryArgs, 'locale' | 'messages'> & { children: ReactNode }) {
  return (
    <IntlProvider locale={`${locale}-CH`} messages={messages}>
      <MemoryRouter initialEntries={[`/${locale}/haendlersuche`]}>{children}</MemoryRouter>
    </IntlProvider>
  );
}
