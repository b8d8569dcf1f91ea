import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLACE_PREDICTION_TIMEOUT_MS } from './maps-config';
import { mapsPlacePredictions, TIMED_OUT_STATUS, type GeocodingLibrary, type PlacesLibrary } from './place-predictions';

type PredictionCallback = (results: { place_id: string; description: string }[] | null, status: string) => void;
type GeocodeCallback = (results: { geometry: { location: { lat(): number; lng(): number } } }[] | null, status: string) => void;

/** The maps service's places and geocoding libraries, answering as a test decides. */
function fakeMaps(
  predict: (request: unknown, done: PredictionCallback) => void,
  geocode: (placeId: string, done: GeocodeCallback) => void = (_placeId, done) => done(null, 'ZERO_RESULTS'),
) {
  const places = {
    AutocompleteService: class {
      getPlacePredictions(request: unknown, callback: PredictionCallback) {
        predict(request, callback);
        return Promise.resolve({ predictions: [] });
      }
    },
  } as unknown as PlacesLibrary;
  const geocoding = {
    Geocoder: class {
      geocode(request: { placeId: string }, callback: GeocodeCallback) {
        geocode(request.placeId, callback);
        return Promise.resolve({ results: [] });
      }
    },
  } as unknown as GeocodingLibrary;
  return mapsPlacePredictions(places, geocoding);
}

afterEach(() => vi.useRealTimers());

describe('place predictions of the maps service', () => {
  it('asks for places in Switzerland (country restriction ch) and names them as the service does', async () => {
    const requests: unknown[] = [];
    const predictions = fakeMaps((request, done) => {
      requests.push(request);
      done([{ place_id: 'p1', description: 'Lugano, Schweiz' }], 'OK');
    });
    expect(await predictions.predict('Lug')).toEqual({ status: 'OK', predictions: [{ placeId: 'p1', label: 'Lugano, Schweiz' }] });
    expect(requests).toEqual([{ input: 'Lug', componentRestrictions: { country: 'ch' } }]);
  });

  it('predicts nothing when the service finds nothing or refuses', async () => {
    expect(await fakeMaps((_, done) => done(null, 'ZERO_RESULTS')).predict('Xyz')).toEqual({ status: 'ZERO_RESULTS', predictions: [] });
    expect(await fakeMaps((_, done) => done(null, 'REQUEST_DENIED')).predict('Bern')).toEqual({
      status: 'REQUEST_DENIED',
      predictions: [],
    });
  });

  it('a prediction that takes longer than 5000 ms answers with the request-denied status (SPEC §8, §9)', async () => {
    vi.useFakeTimers();
    const answer = fakeMaps(() => undefined).predict('Bern');
    await vi.advanceTimersByTimeAsync(PLACE_PREDICTION_TIMEOUT_MS - 1);
    let settled = false;
    void answer.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await answer).toEqual({ status: TIMED_OUT_STATUS, predictions: [] });
    expect(TIMED_OUT_STATUS).toBe('REQUEST_DENIED');
  });

  it('locates a prediction by its place id; an unknown one is nowhere', async () => {
    const predictions = fakeMaps(
      () => undefined,
      (placeId, done) =>
        placeId === 'p1' ? done([{ geometry: { location: { lat: () => 46.0037, lng: () => 8.9511 } } }], 'OK') : done(null, 'ZERO_RESULTS'),
    );
    expect(await predictions.locate({ placeId: 'p1', label: 'Lugano, Schweiz' })).toEqual({ lat: 46.0037, lon: 8.9511 });
    expect(await predictions.locate({ placeId: 'p2', label: 'Nowhere' })).toBeNull();
  });
});
