/// <reference types="google.maps" />
import type { GeoPoint } from '../search/distance';
import { PLACE_COUNTRY, PLACE_PREDICTION_TIMEOUT_MS } from './maps-config';

/** A place the maps service predicts for what was typed. */
export interface PlacePrediction {
  placeId: string;
  label: string;
}

/** What the place box gets from the maps service once its places and geocoding libraries are loaded. */
export interface PlacePredictions {
  predict(input: string): Promise<{ status: string; predictions: PlacePrediction[] }>;
  locate(prediction: PlacePrediction): Promise<GeoPoint | null>;
}

export type PlacesLibrary = Pick<google.maps.PlacesLibrary, 'AutocompleteService'>;
export type GeocodingLibrary = Pick<google.maps.GeocodingLibrary, 'Geocoder'>;

/** SPEC §8: a prediction that takes longer than the timeout answers with the request-denied status. */
export const TIMED_OUT_STATUS = 'REQUEST_DENIED';

function withTimeout<T>(run: (done: (value: T) => void) => void, timedOut: T): Promise<T> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(timedOut), PLACE_PREDICTION_TIMEOUT_MS);
    run((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

/** Predictions of Swiss places (country ch) and their coordinates, through the maps service's libraries. */
export function mapsPlacePredictions(places: PlacesLibrary, geocoding: GeocodingLibrary): PlacePredictions {
  const service = new places.AutocompleteService();
  const geocoder = new geocoding.Geocoder();
  return {
    predict(input) {
      return withTimeout<{ status: string; predictions: PlacePrediction[] }>(
        (done) => {
          service
            .getPlacePredictions({ input, componentRestrictions: { country: PLACE_COUNTRY } }, (results, status) =>
              done({
                status,
                predictions:
                  status === 'OK' ? (results ?? []).map((result) => ({ placeId: result.place_id, label: result.description })) : [],
              }),
            )
            // the callback has the status; the promise only rejects with the same failure
            .catch(() => undefined);
        },
        { status: TIMED_OUT_STATUS, predictions: [] },
      );
    },
    locate(prediction) {
      return withTimeout<GeoPoint | null>((done) => {
        geocoder
          .geocode({ placeId: prediction.placeId }, (results, status) => {
            const location = status === 'OK' ? results?.[0]?.geometry.location : undefined;
            done(location ? { lat: location.lat(), lon: location.lng() } : null);
          })
          // as with predictions: a failure ends in the timeout's null (no location), the rejection adds nothing
          .catch(() => undefined);
      }, null);
    },
  };
}
