import { describe, expect, it } from 'vitest';
import { dealerListFixture } from '../dealer-list.fixtures';
import { searchDealers } from './dealer-search';

const all = dealerListFixture();
const collator = new Intl.Collator('de-CH');
const names = (outcome: ReturnType<typeof searchDealers>) => outcome.hits.map((hit) => hit.dealer.name);
const offering = (service: 'tradein' | 'onlinesales' | 'testdrive') => all.filter((dealer) => dealer.services.includes(service));

describe('searchDealers', () => {
  it('without a place: every offered dealer by name, without distance', () => {
    const outcome = searchDealers({ place: '', service: 'all' }, { all, offered: all }, collator);
    expect(outcome.place).toBeNull();
    expect(outcome.unknownPlace).toBe(false);
    expect(names(outcome)).toEqual([...names(outcome)].sort(collator.compare));
    expect(outcome.hits.every((hit) => hit.distanceKm === undefined)).toBe(true);
  });

  it('a postcode: that postcode’s dealers first, then the others nearest first, each with its distance', () => {
    const outcome = searchDealers({ place: '8953', service: 'all' }, { all, offered: all }, collator);
    expect(names(outcome).slice(0, 2).sort()).toEqual(['Auto Zentrum Zürich – Dietikon', 'Kia Center Dietikon']);
    expect(outcome.hits).toHaveLength(all.length);
    const distances = outcome.hits.map((hit) => hit.distanceKm ?? NaN);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances[0]).toBeLessThan(1);
    expect(names(outcome).at(-1)).toBe('Garage Monnier SA'); // Genève is the farthest from Dietikon
  });

  it('a town whose dealers lack the service: the nearest dealers that have it', () => {
    // Basel's only dealer offers no test drive; the place is still Basel
    const outcome = searchDealers({ place: 'Basel', service: 'testdrive' }, { all, offered: offering('testdrive') }, collator);
    expect(outcome.place).toMatchObject({ kind: 'town', label: 'Basel' });
    expect(names(outcome)).not.toContain('Garage Wyss – Basel');
    expect(names(outcome)[0]).toBe('Müller Automobile Aarau AG');
  });

  it('a name: only the dealers of that name, measured from the best match', () => {
    const outcome = searchDealers({ place: 'Monnier', service: 'all' }, { all, offered: all }, collator);
    expect(names(outcome)).toEqual(['Garage Monnier SA', 'Garage Monnier – Lausanne', 'Garage Monnier – Sion']);
    expect(outcome.hits[0]?.distanceKm).toBe(0);
  });

  it('a name and a service: the dealers of that name that offer it', () => {
    const outcome = searchDealers({ place: 'Auto Zentrum', service: 'onlinesales' }, { all, offered: offering('onlinesales') }, collator);
    expect(names(outcome)).toEqual(['Auto Zentrum Zürich AG']);
  });

  it('a place of the maps service: measured from its coordinates', () => {
    const lugano = { lat: 46.0037, lon: 8.9511 };
    const outcome = searchDealers({ place: 'Lugano, Schweiz', service: 'all', point: lugano }, { all, offered: all }, collator);
    expect(outcome.place).toEqual({ kind: 'point', label: 'Lugano, Schweiz', origin: lugano });
    expect(names(outcome)[0]).toBe('Garage Lugano SA');
  });

  it('an unknown place: no results, and it says so', () => {
    const outcome = searchDealers({ place: 'Atlantis', service: 'all' }, { all, offered: all }, collator);
    expect(outcome).toEqual({ place: null, unknownPlace: true, hits: [] });
  });
});
