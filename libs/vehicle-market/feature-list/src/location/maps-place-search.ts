/// <reference types="google.maps" />
import type { PlaceSearch, PlaceSuggestion, ResolvedPlace } from './place-search';

/** SPEC §9: place predictions time out after 5000 ms (status REQUEST_DENIED); default country ch. */
export const PLACE_PREDICTION_TIMEOUT_MS = 5000;
export const PLACE_COUNTRY = 'ch';
const TIMED_OUT = 'REQUEST_DENIED';

/** The parts of the maps service's places and geocoding libraries the location filter uses. */
export type PlacesLibrary = Pick<google.maps.PlacesLibrary, 'AutocompleteService'>;
export type GeocodingLibrary = Pick<google.maps.GeocodingLibrary, 'Geocoder'>;

function withTimeout<T>(run: (done: (value: T) => void) => void, fallback: T): Promise<T> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(fallback), PLACE_PREDICTION_TIMEOUT_MS);
    run((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

/**
 * Place predictions (country ch, regions) and geocoding through the maps service's libraries, loaded by
 * @vis.gl/react-google-maps. A denied, failed or timed-out prediction falls back to the postcode/town table.
 */
export function mapsPlaceSearch(places: PlacesLibrary, geocoding: GeocodingLibrary, fallback: PlaceSearch): PlaceSearch {
  const predictions = new places.AutocompleteService();
  const geocoder = new geocoding.Geocoder();
  return {
    kind: 'maps',
    async suggest(query): Promise<PlaceSuggestion[]> {
      const { results, status } = await withTimeout<{ results: google.maps.places.AutocompletePrediction[] | null; status: string }>(
        (done) => {
          predictions
            .getPlacePredictions({ input: query, componentRestrictions: { country: PLACE_COUNTRY }, types: ['(regions)'] }, (r, s) =>
              done({ results: r, status: s }),
            )
            // the callback has the status; the promise only rejects with the same failure
            .catch(() => undefined);
        },
        { results: null, status: TIMED_OUT },
      );
      if (status === 'ZERO_RESULTS') return [];
      if (status !== 'OK' || !results) return fallback.suggest(query);
      return results.map((prediction) => ({ id: `maps:${prediction.place_id}`, label: prediction.description }));
    },
    async resolve(suggestion): Promise<ResolvedPlace | null> {
      if (!suggestion.id.startsWith('maps:')) return fallback.resolve(suggestion);
      return withTimeout<ResolvedPlace | null>((done) => {
        geocoder
          .geocode({ placeId: suggestion.id.slice('maps:'.length) }, (results, status) => {
            const location = status === 'OK' ? results?.[0]?.geometry.location : undefined;
            done(location ? { label: suggestion.label, lat: location.lat(), lon: location.lng() } : null);
          })
          .catch(() => undefined);
      }, null);
    },
  };
}
