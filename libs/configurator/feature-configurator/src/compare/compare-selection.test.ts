import { describe, expect, it } from 'vitest';
import { compareRows } from './compare-rows';
import { compareSelectionOf } from './compare-selection';

const selection = (search: string) => compareSelectionOf(new URLSearchParams(search));

describe('what the comparison compares', () => {
  it('two to four models, each once, also comma-separated', () => {
    expect(selection('?models=ceed&models=stonic&models=ceed')).toEqual({ kind: 'models', slugs: ['ceed', 'stonic'] });
    expect(selection('?models=ceed,stonic,ev6')).toEqual({ kind: 'models', slugs: ['ceed', 'stonic', 'ev6'] });
  });

  it('two to four variants by entity id', () => {
    expect(selection('?variants=10201&variants=10202')).toEqual({ kind: 'variants', entityIds: [10201, 10202] });
  });

  it('otherwise the choice, and how many were asked for', () => {
    expect(selection('')).toEqual({ kind: 'choose', asked: 0 });
    expect(selection('?models=ceed')).toEqual({ kind: 'choose', asked: 1 });
    expect(selection('?models=a&models=b&models=c&models=d&models=e')).toEqual({ kind: 'choose', asked: 5 });
    expect(selection('?models=a&models=b&variants=1&variants=2')).toEqual({ kind: 'choose', asked: 4 });
  });
});

describe('the comparison’s rows', () => {
  it('every label any column has, side by side, with the rows that differ marked', () => {
    const engine = (power: string, fuel?: string) => ({
      id: 'engine',
      name: 'Motor',
      items: [{ label: 'Leistung', value: power }, ...(fuel ? [{ label: 'Treibstoff', value: fuel }] : [])],
    });
    expect(compareRows([{ groups: [engine('100 kW', 'Benzin')] }, { groups: [engine('100 kW')] }])).toEqual([
      {
        id: 'engine',
        name: 'Motor',
        rows: [
          { label: 'Leistung', values: ['100 kW', '100 kW'], differs: false },
          { label: 'Treibstoff', values: ['Benzin', '–'], differs: true },
        ],
      },
    ]);
  });
});
