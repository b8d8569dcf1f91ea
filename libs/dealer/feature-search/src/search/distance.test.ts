import { describe, expect, it } from 'vitest';
import { centroid, distanceKm, roundKm } from './distance';
import { formatDistance } from './format-distance';

const ZURICH = { lat: 47.3769, lon: 8.5417 };
const BERN = { lat: 46.948, lon: 7.4474 };

describe('distance', () => {
  it('is the great-circle distance in km, the same both ways, zero at the same point', () => {
    expect(distanceKm(ZURICH, BERN)).toBeCloseTo(95.5, 0);
    expect(distanceKm(BERN, ZURICH)).toBeCloseTo(distanceKm(ZURICH, BERN), 9);
    expect(distanceKm(ZURICH, ZURICH)).toBe(0);
  });

  it('rounds to one decimal', () => {
    expect(roundKm(2.345)).toBe(2.3);
    expect(roundKm(2.35)).toBe(2.4);
  });

  it('has a centroid only for some points', () => {
    expect(centroid([ZURICH, BERN])).toEqual({ lat: (47.3769 + 46.948) / 2, lon: (8.5417 + 7.4474) / 2 });
    expect(centroid([])).toBeNull();
  });
});

describe('formatDistance', () => {
  it('writes one decimal in the language of the page, thousands with an apostrophe', () => {
    expect(formatDistance(2.345, 'de')).toBe('2.3');
    expect(formatDistance(12.06, 'fr')).toBe('12.1');
    expect(formatDistance(95.46, 'it')).toBe('95.5');
    expect(formatDistance(1234.5, 'de')).toBe("1'234.5");
    expect(formatDistance(1234.5, 'en')).toBe('1,234.5');
  });

  it('writes a dealer at the searched place as 0.0 (a plain zero would be left empty)', () => {
    expect(formatDistance(0.01, 'de')).toBe('0.0');
    expect(formatDistance(0, 'fr')).toBe('0.0');
  });
});
