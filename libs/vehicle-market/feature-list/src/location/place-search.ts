/** A place suggestion of the location filter. */
export interface PlaceSuggestion {
  id: string;
  label: string;
}

export interface ResolvedPlace {
  label: string;
  lat: number;
  lon: number;
}

/** The location filter's place search: the maps service when configured, else the postcode/town table. */
export interface PlaceSearch {
  kind: 'maps' | 'zip-city';
  suggest(query: string): Promise<PlaceSuggestion[]>;
  resolve(suggestion: PlaceSuggestion): Promise<ResolvedPlace | null>;
}

const label = (place: { zip: string; name: string }) => `${place.zip} ${place.name}`;

/** The table of Swiss places is its own chunk: it loads when the visitor first types a place. */
const searchSwissPlaces = async (query: string) => (await import('./swiss-places')).searchSwissPlaces(query);

/** Fallback without a maps key: Swiss postcodes and towns from a built-in table (no API request). */
export const zipCitySearch: PlaceSearch = {
  kind: 'zip-city',
  async suggest(query) {
    return (await searchSwissPlaces(query)).map((place) => ({ id: `${place.zip}:${place.name}`, label: label(place) }));
  },
  async resolve(suggestion) {
    const [zip, name] = suggestion.id.split(':');
    const place = (await searchSwissPlaces(zip ?? '')).find((p) => p.name === name);
    return place ? { label: label(place), lat: place.lat, lon: place.lon } : null;
  },
};
