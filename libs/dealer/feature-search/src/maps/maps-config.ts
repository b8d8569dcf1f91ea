/**
 * The maps service is on when a key is configured at build time (VITE_GOOGLE_MAPS_API_KEY, the same key as
 * the vehicle market's location filter); none is by default. VITE_GOOGLE_MAPS_MAP_ID names the styled map
 * the markers need (advanced markers); Google's demo map id stands in without one.
 */
export const MAPS_API_KEY = (import.meta.env['VITE_GOOGLE_MAPS_API_KEY'] as string | undefined) || undefined;
export const MAPS_MAP_ID = (import.meta.env['VITE_GOOGLE_MAPS_MAP_ID'] as string | undefined) || 'DEMO_MAP_ID';

/** SPEC §9: place predictions time out after 5000 ms; country restriction default ch. */
export const PLACE_PREDICTION_TIMEOUT_MS = 5000;
export const PLACE_COUNTRY = 'ch';
/** SPEC §9: cluster marker size in px. */
export const CLUSTER_MARKER_SIZE = 28;
/** A maps script that neither loads nor fails by then counts as failed (SPEC §8: maps load failure = false). */
export const MAPS_LOAD_TIMEOUT_MS = 10_000;
