import { describe, expect, it } from 'vitest';
import { parseMarketFilter } from '@carweb/vehicle-market-util-search-state';
import {
  chooseMake,
  chooseMax,
  chooseModel,
  EMPTY_CHOICE,
  modelGroups,
  quickSearchCountRequest,
  quickSearchHref,
  sameChoice,
  type QuickSearchChoice,
} from './quick-search-model';

const makes = [
  {
    id: 'Kia',
    name: 'Kia',
    count: 5,
    models: [
      { id: '102', name: 'Stonic', count: 3 },
      { id: '106', name: 'Sportage', count: 2 },
    ],
  },
  { id: 'Hyundai', name: 'Hyundai', count: 1, models: [{ id: '301', name: 'Kona', count: 1 }] },
  { id: 'Empty', name: 'Empty', count: 0, models: [] },
];
const choice = (patch: Partial<QuickSearchChoice>): QuickSearchChoice => ({ ...EMPTY_CHOICE, ...patch });

describe('the quick search’s URL (the list’s own parameters, SPEC §3)', () => {
  it('an empty choice is the whole list', () => {
    expect(quickSearchHref('/de/auto-finden', EMPTY_CHOICE)).toBe('/de/auto-finden');
  });

  it('make, model[] and the maximum price in the list’s canonical order', () => {
    expect(quickSearchHref('/de/auto-finden', choice({ make: 'Kia', model: '102', priceMax: 30_000 }))).toBe(
      '/de/auto-finden?make=Kia&model[]=102&priceto=30000',
    );
  });

  it('the monthly rate instead of the price when the budget is a rate; the other maximum is left out', () => {
    const href = quickSearchHref('/fr/trouver-un-vehicule', choice({ budget: 'rate', priceMax: 30_000, rateMax: 400 }));
    expect(href).toBe('/fr/trouver-un-vehicule?rateto=400');
  });

  it('the list reads back what the quick search chose', () => {
    const href = quickSearchHref('/de/auto-finden', choice({ make: 'Kia', model: '106', budget: 'rate', rateMax: 500 }));
    expect(parseMarketFilter(href.slice(href.indexOf('?')))).toEqual({ make: 'Kia', model: ['106'], rateto: 500 });
  });
});

describe('the quick search’s count (core list/count)', () => {
  it('asks for the list’s selection of the choice: no page, size or order', () => {
    expect(quickSearchCountRequest(EMPTY_CHOICE)).toEqual({});
    expect(quickSearchCountRequest(choice({ make: 'Kia', model: '102', priceMax: 20_000, rateMax: 300 }))).toEqual({
      make: 'Kia',
      model: ['102'],
      priceto: 20_000,
    });
  });

  it('two choices that find the same vehicles share one count', () => {
    expect(sameChoice(choice({ priceMax: 20_000 }), choice({ priceMax: 20_000, rateMax: 300 }))).toBe(true);
    expect(sameChoice(choice({ priceMax: 20_000 }), choice({ budget: 'rate', priceMax: 20_000 }))).toBe(false);
  });
});

describe('the quick search’s choices', () => {
  it('offers every make’s models while no make is chosen, else only the chosen make’s; makes without models never', () => {
    expect(modelGroups(makes, '').map((make) => make.id)).toEqual(['Kia', 'Hyundai']);
    expect(modelGroups(makes, 'Hyundai').map((make) => make.id)).toEqual(['Hyundai']);
  });

  it('another make drops the model of the previous one; the same make keeps it', () => {
    expect(chooseMake(choice({ make: 'Kia', model: '102' }), 'Hyundai', makes)).toMatchObject({ make: 'Hyundai', model: '' });
    expect(chooseMake(choice({ make: '', model: '102' }), 'Kia', makes)).toMatchObject({ make: 'Kia', model: '102' });
    expect(chooseMake(choice({ make: 'Kia', model: '102' }), '', makes)).toMatchObject({ make: '', model: '' });
  });

  it('a model chosen among every make’s also chooses its make', () => {
    expect(chooseModel(EMPTY_CHOICE, '301', makes)).toMatchObject({ make: 'Hyundai', model: '301' });
    expect(chooseModel(choice({ make: 'Kia', model: '102' }), '', makes)).toMatchObject({ make: 'Kia', model: '' });
  });

  it('each budget keeps its own maximum; "any" clears it', () => {
    const priced = chooseMax(EMPTY_CHOICE, 'price', '25000');
    expect(chooseMax(priced, 'rate', '300')).toMatchObject({ priceMax: 25_000, rateMax: 300 });
    expect(chooseMax(priced, 'price', '')).toMatchObject({ priceMax: undefined });
  });
});
