import { describe, expect, it } from 'vitest';
import { dealerListFixture } from '../dealer-list.fixtures';
import { postcodeIn, resolvePlace } from './place-resolution';
import { postalRegionCentre } from './swiss-postal-regions';

const dealers = dealerListFixture();

describe('postcodeIn', () => {
  it('finds digits alone or a four-digit word beside a town', () => {
    expect(postcodeIn(' 8048 ')).toBe('8048');
    expect(postcodeIn('80')).toBe('80');
    expect(postcodeIn('8048 Zürich')).toBe('8048');
    expect(postcodeIn('Zürich 8048')).toBe('8048');
    expect(postcodeIn('Garage 12345')).toBeNull();
    expect(postcodeIn('Zürich')).toBeNull();
  });
});

describe('resolvePlace: a postcode', () => {
  it('is the place of its dealers, named with their town', () => {
    expect(resolvePlace('8953', dealers)).toEqual({
      kind: 'zip',
      label: '8953 Dietikon',
      origin: { lat: (47.4021 + 47.3972) / 2, lon: (8.4068 + 8.4022) / 2 },
    });
  });

  it('without a dealer of its own: the centre of the dealers of its longest known prefix', () => {
    // 8001: no dealer; 80xx are 8048 and 8050 (Zürich)
    expect(resolvePlace('8001', dealers)).toEqual({
      kind: 'zip',
      label: '8001',
      origin: { lat: (47.3845 + 47.4146) / 2, lon: (8.4932 + 8.5488) / 2 },
    });
  });

  it('far from every dealer: the centre of its postal region', () => {
    expect(resolvePlace('7000', dealers)).toEqual({ kind: 'zip', label: '7000', origin: postalRegionCentre('7000') });
    expect(postalRegionCentre('6500')).not.toEqual(postalRegionCentre('6000'));
    expect(resolvePlace('0123', dealers)).toBeNull();
  });
});

describe('resolvePlace: a town', () => {
  it('is found without accents and case, and in the other languages of the country', () => {
    for (const typed of ['Genève', 'geneve', 'Genf', 'Ginevra', 'GENEVA']) {
      expect(resolvePlace(typed, dealers)).toMatchObject({ kind: 'town', label: 'Genève', origin: { lat: 46.2186, lon: 6.0714 } });
    }
    expect(resolvePlace('Bâle', dealers)).toMatchObject({ kind: 'town', label: 'Basel' });
  });

  it('is the centre of its dealers, also from its first letters', () => {
    expect(resolvePlace('Bern', dealers)).toEqual({
      kind: 'town',
      label: 'Bern',
      origin: { lat: (46.9543 + 46.9402) / 2, lon: (7.3876 + 7.3917) / 2 },
    });
    expect(resolvePlace('Laus', dealers)).toMatchObject({ kind: 'town', label: 'Lausanne' });
  });

  it('wins over a dealer name that contains it', () => {
    expect(resolvePlace('Dietikon', dealers)).toMatchObject({ kind: 'town', label: 'Dietikon' });
    expect(resolvePlace('Lugano', dealers)).toMatchObject({ kind: 'town', label: 'Lugano' });
  });
});

describe('resolvePlace: a dealer name', () => {
  it('matches the name anywhere; the best match (a main dealer before its locations) is the place', () => {
    const place = resolvePlace('garage monnier', dealers);
    expect(place).toMatchObject({ kind: 'name', label: 'Garage Monnier SA', origin: { lat: 46.2186, lon: 6.0714 } });
    expect(place?.kind === 'name' && [...place.dealerIds].sort()).toEqual([208, 209, 210]);
  });

  it('prefers the whole name to the start of another', () => {
    expect(resolvePlace('Kia Center Dietikon', dealers)).toMatchObject({ kind: 'name', label: 'Kia Center Dietikon' });
    expect(resolvePlace('Wyss', dealers)).toMatchObject({ kind: 'name', label: 'Garage Wyss AG' });
  });

  it('finds nothing for an unknown place or a single letter', () => {
    expect(resolvePlace('Atlantis', dealers)).toBeNull();
    expect(resolvePlace('x', dealers)).toBeNull();
    expect(resolvePlace('   ', dealers)).toBeNull();
  });
});
