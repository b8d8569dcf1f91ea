import { describe, expect, it } from 'vitest';
import { techDataFixture } from '../models.fixtures';
import { techDataGroups } from './tech-data-groups';

describe('technical data per variant as table rows', () => {
  it('one row per item of a group, one value per variant in the variants’ order; a missing item is a dash', () => {
    expect(techDataGroups(techDataFixture().entities)).toEqual([
      {
        id: 'engine',
        title: 'Motor',
        rows: [
          { label: 'Leistung', values: ['169 kW', '195 kW'] },
          { label: 'Elektrische Reichweite', values: ['–', '60 km'] },
        ],
      },
      { id: 'size', title: 'Abmessungen', rows: [{ label: 'Länge', values: ['4550 mm', '–'] }] },
    ]);
  });
  it('nothing without variants', () => {
    expect(techDataGroups([])).toEqual([]);
  });
});
