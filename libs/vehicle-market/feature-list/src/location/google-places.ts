import type { PlaceSearch, PlaceSuggestion, ResolvedPlace } from './place-search';

/** SPEC §9: place predictions time out after 5000 ms (status REQUEST_DENIED); default country ch. */
export const PLACE_PREDICTION_TIMEOUT_MS = 5000;
export const PLACE_COUNTRY = 'ch';

interface Prediction {
  place_id: string;
  description: string;
}
interface GoogleMaps {
  places: { AutocompleteService: new () => { getPlacePredictions(request: object, callback: (results: Prediction[] | null, status: string) => void): void } };
  Geocoder: new () => { geocode(request: object, callback: (results: { geometry: { location: { lat(): number; lng(): number } } }[] | null, status: string) => void): void };
}
declare global {
  interface Window {
    google?: { maps?: GoogleMaps };
  }
}

let loading: Promise<GoogleMaps | null> | null = null;

/** Loads the maps script once; a load failure resolves to null (SPEC §8: maps load failure = false). */
function loadMaps(apiKey: string, language: string): Promise<GoogleMaps | null> {
  loading ??= new Promise((resolve) => {
    if (window.google?.maps?.places) return resolve(window.google.maps);
    const callback = `__carwebMaps${Date.now()}`;
    (window as unknown as Record<string, () => void>)[callback] = () => resolve(window.google?.maps ?? null);
    const script = document.createElement('script');
    script.src = `https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(apiKey)}&libraries=places&language=${language}&callback=${callback}&loading=async`;
    script.async = true;
    script.onerror = () => resolve(null);
    document.head.appendChild(script);
  });
  return loading;
}

function withTimeout<T>(run: (done: (value: T) => void) => void, fallback: T): Promise<T> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(fallback), PLACE_PREDICTION_TIMEOUT_MS);
    run((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

/** Place predictions and geocoding through the maps service (browser only, loaded on first use). */
export function googlePlaceSearch(apiKey: string, language: string, fallback: PlaceSearch): PlaceSearch {
  return {
    kind: 'maps',
    async suggest(query): Promise<PlaceSuggestion[]> {
      const maps = await loadMaps(apiKey, language);
      if (!maps) return fallback.suggest(query);
      const service = new maps.places.AutocompleteService();
      const { results, status } = await withTimeout<{ results: Prediction[] | null; status: string }>(
        (done) => service.getPlacePredictions({ input: query, componentRestrictions: { country: PLACE_COUNTRY }, types: ['(regions)'] }, (r, s) => done({ results: r, status: s })),
        { results: null, status: 'REQUEST_DENIED' },
      );
      if (status !== 'OK' || !results) return status === 'ZERO_RESULTS' ? [] : fallback.suggest(query);
      return results.map((prediction) => ({ id: `maps:${prediction.place_id}`, label: prediction.description }));
    },
    async resolve(suggestion): Promise<ResolvedPlace | null> {
      if (!suggestion.id.startsWith('maps:')) return fallback.resolve(suggestion);
      const maps = await loadMaps(apiKey, language);
      if (!maps) return null;
      const geocoder = new maps.Geocoder();
      return withTimeout<ResolvedPlace | null>(
        (done) =>
          geocoder.geocode({ placeId: suggestion.id.slice(5) }, (results, status) => {
            const location = status === 'OK' ? results?.[0]?.geometry.location : undefined;
            done(location ? { label: suggestion.label, lat: location.lat(), lon: location.lng() } : null);
          }),
        null,
      );
    },
  };
}
