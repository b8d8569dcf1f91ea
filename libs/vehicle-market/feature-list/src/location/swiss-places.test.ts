import { describe, expect, it } from 'vitest';
import { zipCitySearch } from './place-search';
import { distanceKm, nearestSwissPlace, normalizePlace, searchSwissPlaces, SWISS_PLACES } from './swiss-places';

describe('zip/city fallback of the location filter', () => {
  it('has unique, plausible Swiss places', () => {
    expect(new Set(SWISS_PLACES.map((p) => `${p.zip}${p.name}`)).size).toBe(SWISS_PLACES.length);
    for (const place of SWISS_PLACES) {
      expect(place.zip).toMatch(/^[1-9]\d{3}$/);
      expect(place.lat).toBeGreaterThan(45.8);
      expect(place.lat).toBeLessThan(47.81);
      expect(place.lon).toBeGreaterThan(5.95);
      expect(place.lon).toBeLessThan(10.5);
    }
  });

  it('finds towns by name without accents and by postcode prefix', () => {
    expect(normalizePlace('Zürich')).toBe('zurich');
    expect(searchSwissPlaces('zuri')[0].name).toBe('Zürich');
    expect(searchSwissPlaces('Neuchatel')[0].name).toBe('Neuchâtel');
    expect(searchSwissPlaces('st gallen')[0].zip).toBe('9000');
    expect(searchSwissPlaces('80').map((p) => p.zip)).toContain('8001');
    expect(searchSwissPlaces('x')).toEqual([]);
  });

  it('places an unknown postcode in its postal area', () => {
    const [place] = searchSwissPlaces('8048');
    expect(place.zip).toBe('8048');
    expect(distanceKm(place, { lat: 47.3845, lon: 8.4932 })).toBeLessThan(30);
  });

  it('names the nearest town of a point', () => {
    expect(nearestSwissPlace({ lat: 46.95, lon: 7.44 }).name).toBe('Bern');
  });

  it('suggests and resolves through the PlaceSearch interface', async () => {
    const [suggestion] = await zipCitySearch.suggest('Lugano');
    expect(suggestion.label).toBe('6900 Lugano');
    expect(await zipCitySearch.resolve(suggestion)).toEqual({ label: '6900 Lugano', lat: 46.0037, lon: 8.9511 });
  });
});
