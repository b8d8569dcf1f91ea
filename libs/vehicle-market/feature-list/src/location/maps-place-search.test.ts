import { afterEach, describe, expect, it, vi } from 'vitest';
import { mapsPlaceSearch, PLACE_PREDICTION_TIMEOUT_MS, type GeocodingLibrary, type PlacesLibrary } from './maps-place-search';
import { zipCitySearch } from './place-search';

type PredictionCallback = (results: { place_id: string; description: string }[] | null, status: string) => void;
type GeocodeCallback = (results: { geometry: { location: { lat(): number; lng(): number } } }[] | null, status: string) => void;

/** The maps service's libraries as the browser gets them, answering with what a test decides. */
function fakeMaps(
  predict: (request: { input: string; componentRestrictions?: { country: string | string[] } }, done: PredictionCallback) => void,
  geocode?: (placeId: string, done: GeocodeCallback) => void,
) {
  const places = {
    AutocompleteService: class {
      getPlacePredictions(request: { input: string }, callback: PredictionCallback) {
        predict(request, callback);
        return Promise.resolve({ predictions: [] });
      }
    },
  } as unknown as PlacesLibrary;
  const geocoding = {
    Geocoder: class {
      geocode(request: { placeId: string }, callback: GeocodeCallback) {
        geocode?.(request.placeId, callback);
        return Promise.resolve({ results: [] });
      }
    },
  } as unknown as GeocodingLibrary;
  return { places, geocoding };
}

afterEach(() => vi.useRealTimers());

describe('place search through the maps service', () => {
  it('suggests the predictions of Swiss regions for what was typed', async () => {
    const requests: unknown[] = [];
    const { places, geocoding } = fakeMaps((request, done) => {
      requests.push(request);
      done([{ place_id: 'abc', description: 'Winterthur, Schweiz' }], 'OK');
    });
    const search = mapsPlaceSearch(places, geocoding, zipCitySearch);
    expect(await search.suggest('Wint')).toEqual([{ id: 'maps:abc', label: 'Winterthur, Schweiz' }]);
    expect(requests).toEqual([{ input: 'Wint', componentRestrictions: { country: 'ch' }, types: ['(regions)'] }]);
  });

  it('suggests nothing for zero results, and the postcode/town table when the service refuses', async () => {
    const empty = fakeMaps((_request, done) => done(null, 'ZERO_RESULTS'));
    expect(await mapsPlaceSearch(empty.places, empty.geocoding, zipCitySearch).suggest('Xyz')).toEqual([]);
    const denied = fakeMaps((_request, done) => done(null, 'REQUEST_DENIED'));
    expect(await mapsPlaceSearch(denied.places, denied.geocoding, zipCitySearch).suggest('Winterthur')).toEqual([
      { id: '8400:Winterthur', label: '8400 Winterthur' },
    ]);
  });

  it('falls back to the table when predictions take longer than 5000 ms (SPEC §9)', async () => {
    vi.useFakeTimers();
    const silent = fakeMaps(() => undefined);
    const suggestions = mapsPlaceSearch(silent.places, silent.geocoding, zipCitySearch).suggest('8400');
    await vi.advanceTimersByTimeAsync(PLACE_PREDICTION_TIMEOUT_MS);
    expect(await suggestions).toEqual([{ id: '8400:Winterthur', label: '8400 Winterthur' }]);
  });

  it('resolves a prediction by geocoding its place id, and a table suggestion from the table', async () => {
    const { places, geocoding } = fakeMaps(
      () => undefined,
      (placeId, done) =>
        done(
          placeId === 'abc' ? [{ geometry: { location: { lat: () => 47.5, lng: () => 8.72 } } }] : null,
          placeId === 'abc' ? 'OK' : 'ZERO_RESULTS',
        ),
    );
    const search = mapsPlaceSearch(places, geocoding, zipCitySearch);
    expect(await search.resolve({ id: 'maps:abc', label: 'Winterthur, Schweiz' })).toEqual({
      label: 'Winterthur, Schweiz',
      lat: 47.5,
      lon: 8.72,
    });
    expect(await search.resolve({ id: 'maps:nope', label: 'Nowhere' })).toBeNull();
    expect(await search.resolve({ id: '8001:Zürich', label: '8001 Zürich' })).toEqual({ label: '8001 Zürich', lat: 47.3717, lon: 8.5423 });
  });
});
