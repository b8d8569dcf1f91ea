import type { Meta, StoryObj } from '@storybook/react-vite';
import { __resetModuleState } from '@vis.gl/react-google-maps';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SearchCriteriaResponse, SearchFilter } from '@carweb/api-contracts';
import { marketFilterSearch, type MarketFilter } from '@carweb/vehicle-market-util-search-state';
import { zipCitySearch, type PlaceSearch } from '../location/place-search';
import criteriaFixture from './criteria.fixture.json';
import MapsPlaceSearch from './MapsPlaceSearch';
import { PlaceLocationFilter } from './PlaceLocationFilter';
import { listPage } from '../testing/list-states';

const criteria = criteriaFixture as SearchCriteriaResponse;
const location = criteria.filter.find((entry) => entry.identifier === 'location') as SearchFilter;

/** Places the stubbed maps service predicts (place id, description, position). */
const PLACES = [
  { placeId: 'ChIJGaK-SZcLkEcRA9wf5_GNbuY', description: 'Zürich, Schweiz', lat: 47.3769, lng: 8.5417 },
  { placeId: 'ChIJ7zd4VkWgmkcRaZ7B1s2Y2RU', description: 'Zürich-Oerlikon, Zürich, Schweiz', lat: 47.4111, lng: 8.5446 },
];

/**
 * The maps service's places and geocoding libraries, stubbed: `google.maps.importLibrary` as its bootstrap installs it.
 * With it in place @vis.gl/react-google-maps never adds the remote script (no network to Google in the stories).
 */
const stubbedLibraries: Record<string, unknown> = {
  core: {},
  maps: {},
  places: {
    AutocompleteService: class {
      getPlacePredictions({ input }: { input: string }, done: (results: unknown[] | null, status: string) => void) {
        const found = PLACES.filter((place) => place.description.toLowerCase().startsWith(input.toLowerCase()));
        const results = found.map((place) => ({ place_id: place.placeId, description: place.description }));
        done(results.length > 0 ? results : null, results.length > 0 ? 'OK' : 'ZERO_RESULTS');
        return Promise.resolve({ predictions: results });
      }
    },
  },
  geocoding: {
    Geocoder: class {
      geocode({ placeId }: { placeId: string }, done: (results: unknown[] | null, status: string) => void) {
        const place = PLACES.find((candidate) => candidate.placeId === placeId);
        const results = place ? [{ geometry: { location: { lat: () => place.lat, lng: () => place.lng } } }] : null;
        done(results, place ? 'OK' : 'ZERO_RESULTS');
        return Promise.resolve({ results: results ?? [] });
      }
    },
  },
};

function installMapsService(importLibrary: (name: string) => Promise<unknown>) {
  __resetModuleState();
  const global = window as unknown as { google?: unknown };
  // Settings: what the provider reads once the service has loaded
  global.google = { maps: { importLibrary, Settings: { getInstance: () => ({}) } } };
  return () => {
    delete global.google;
    __resetModuleState();
  };
}

const mapsLoading = () => installMapsService(async (name) => stubbedLibraries[name]);
const mapsFailing = () => installMapsService(() => Promise.reject(new Error('Google Maps JavaScript API could not load.')));

/** The location filter as LocationFilter builds it with a maps key: the table first, the maps search once it is ready. */
function LocationWithMaps({ initial }: { initial: MarketFilter }) {
  const [draft, setDraft] = useState(initial);
  const [search, setSearch] = useState<PlaceSearch>(zipCitySearch);
  return (
    <div style={{ maxWidth: 320, minHeight: 260 }}>
      <PlaceLocationFilter entry={location} draft={draft} onChange={setDraft} search={search} />
      <MapsPlaceSearch apiKey="story-key" language="de" onReady={setSearch} />
      <p>
        Ortssuche: <output data-testid="search">{search.kind === 'maps' ? 'Google Maps' : 'PLZ/Ort-Tabelle'}</output>
      </p>
      <p>
        URL: <output data-testid="draft">{marketFilterSearch(draft) || '–'}</output>
      </p>
    </div>
  );
}

type Args = { initial: MarketFilter };

/**
 * MapsPlaceSearch renders nothing: it loads the maps service beside the location filter and hands its place search
 * over once the places and geocoding libraries are there. Until then, and when loading fails (SPEC §8: maps load
 * failure = false), the filter keeps the Swiss postcode/town table.
 */
const meta = {
  title: 'Vehicle market/Filter panel/MapsPlaceSearch',
  subcomponents: { MapsPlaceSearch },
  args: { initial: {} },
  parameters: listPage(),
  render: ({ initial }) => <LocationWithMaps initial={initial} />,
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The maps service is there (stubbed): "Zür" suggests its predictions; choosing one geocodes it into the draft. */
export const MapsPredictions: Story = {
  beforeEach: mapsLoading,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('search')).toHaveTextContent('Google Maps'));
    await userEvent.type(canvas.getByRole('combobox', { name: 'PLZ oder Ort' }), 'Zür');
    await userEvent.click(await canvas.findByRole('option', { name: 'Zürich-Oerlikon, Zürich, Schweiz' }));
    await waitFor(() => expect(canvas.getByTestId('draft')).toHaveTextContent(/lat=47\.4111.*lon=8\.5446.*radius=25/));
  },
};

/** The maps script fails to load: the postcode/town table keeps answering ("8400" → Winterthur). */
export const MapsLoadFailure: Story = {
  beforeEach: mapsFailing,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'PLZ oder Ort' }), '8400');
    await userEvent.click(await canvas.findByRole('option', { name: '8400 Winterthur' }));
    await waitFor(() => expect(canvas.getByTestId('draft')).toHaveTextContent(/lat=47\.\d+.*radius=25/));
    await expect(canvas.getByTestId('search')).toHaveTextContent('PLZ/Ort-Tabelle');
  },
};

/** In French: the maps service's predictions in the French filter. */
export const French: Story = {
  globals: { locale: 'fr' },
  beforeEach: mapsLoading,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('search')).toHaveTextContent('Google Maps'));
    await userEvent.type(canvas.getByRole('combobox', { name: 'NPA ou localité' }), 'Zürich');
    await expect(await canvas.findByRole('option', { name: 'Zürich, Schweiz' })).toBeVisible();
  },
};
