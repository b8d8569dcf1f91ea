import { describe, expect, it } from 'vitest';
import type { ActiveModelFilter } from '@carweb/api-contracts';
import { modelRangeResponse } from '@carweb/shared-testing';
import {
  matchesModelFilter,
  modelFilterGroups,
  modelFilterSearch,
  parseModelFilter,
  toggleModelFilter,
  type ModelFilterEntry,
} from './active-model-filter';

const config = modelRangeResponse().brandConfiguration;
const petrol: ModelFilterEntry = { field: 'fuel', value: 'petrol', level: 1 };
const hybrid: ModelFilterEntry = { field: 'fuel', value: 'hybrid', level: 1 };
const suv: ModelFilterEntry = { field: 'body', value: 'suv', level: 2 };
const wagon: ModelFilterEntry = { field: 'body', value: 'wagon', level: 2 };

describe('model range filter toggling (SPEC §4)', () => {
  it('with none set, the chosen one becomes the only one', () => {
    expect(toggleModelFilter([], petrol)).toEqual([petrol]);
    expect(toggleModelFilter([], suv)).toEqual([suv]);
  });

  it('a filter that is not active is added', () => {
    expect(toggleModelFilter([petrol], suv)).toEqual([petrol, suv]);
    expect(toggleModelFilter([petrol, suv], hybrid)).toEqual([petrol, suv, hybrid]);
    expect(toggleModelFilter([suv], wagon)).toEqual([suv, wagon]);
  });

  it('choosing an active filter of a deeper level removes only it', () => {
    expect(toggleModelFilter([petrol, suv, wagon], suv)).toEqual([petrol, wagon]);
    expect(toggleModelFilter([suv], { ...suv })).toEqual([]);
  });

  it('removing a first-level filter clears all', () => {
    expect(toggleModelFilter([petrol, suv, wagon], petrol)).toEqual([]);
    expect(toggleModelFilter([petrol, hybrid], hybrid)).toEqual([]);
    expect(toggleModelFilter([suv, petrol], petrol)).toEqual([]);
  });

  it('the active entry decides what a filter is: the same field and value, whatever level the chosen one claims', () => {
    expect(toggleModelFilter([petrol, suv], { ...petrol, level: 2 })).toEqual([]);
    expect(toggleModelFilter([petrol, suv], { field: 'seats', value: 'suv', level: 2 })).toHaveLength(3);
  });

  it('does not change the active filter it is given', () => {
    const active: ActiveModelFilter = [petrol, suv];
    toggleModelFilter(active, wagon);
    toggleModelFilter(active, suv);
    expect(active).toEqual([petrol, suv]);
  });
});

describe('the filter groups and the URL', () => {
  it('each group of the brand configuration has its level, from 1; groups without items are left out', () => {
    const groups = modelFilterGroups({ ...config, filter: [...config.filter, { field: 'seats', items: [] }] });
    expect(groups.map((group) => [group.field, group.level, group.items.length])).toEqual([
      ['fuel', 1, 3],
      ['body', 2, 4],
    ]);
  });

  it('reads the active filter from repeated search parameters, in the configuration’s order, with the level of its group', () => {
    const params = new URLSearchParams('body=suv&fuel=hybrid&fuel=petrol&utm_source=news');
    expect(parseModelFilter(params, config)).toEqual([petrol, hybrid, suv]);
  });

  it('drops fields and values the brand configuration does not offer, and repeated values', () => {
    const params = new URLSearchParams('fuel=diesel&fuel=petrol&fuel=petrol&seats=7&body=');
    expect(parseModelFilter(params, config)).toEqual([petrol]);
  });

  it('writes one URL per filter: the configuration’s order, nothing without a filter', () => {
    expect(modelFilterSearch([suv, hybrid, petrol], config)).toBe('?fuel=petrol&fuel=hybrid&body=suv');
    expect(modelFilterSearch([], config)).toBe('');
    expect(parseModelFilter(new URLSearchParams(modelFilterSearch([wagon, petrol], config)), config)).toEqual([petrol, wagon]);
  });
});

describe('which models a filter shows', () => {
  const models = modelRangeResponse().models;
  const shown = (active: ActiveModelFilter) => models.filter((model) => matchesModelFilter(model, active)).map((model) => model.slug);

  it('without a filter, every model', () => {
    expect(shown([])).toHaveLength(models.length);
  });

  it('values of one group widen the choice (or), groups narrow it (and)', () => {
    expect(shown([hybrid])).toEqual(['stonic', 'ceed', 'sportage']);
    expect(shown([hybrid, { field: 'fuel', value: 'electric', level: 1 }])).toEqual(['stonic', 'ceed', 'sportage', 'ev3', 'ev6']);
    expect(shown([hybrid, suv])).toEqual(['stonic', 'sportage']);
    expect(shown([petrol, wagon])).toEqual(['ceed']);
  });

  it('a model without values for a filtered field does not pass', () => {
    expect(matchesModelFilter({ filter: { fuel: ['petrol'] } }, [suv])).toBe(false);
  });
});
