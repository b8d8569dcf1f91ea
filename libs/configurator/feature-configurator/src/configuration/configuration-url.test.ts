import { describe, expect, it } from 'vitest';
import { configuratorModelFixture } from '../configurator.fixtures';
import { configurationOf, configurationSearch, savePayloadOf, withColor, withItemToggled, withVariant } from './configuration-url';

const model = configuratorModelFixture();
const of = (search: string, saved?: { entityId: number; items: string[] }) => configurationOf(model, new URLSearchParams(search), saved);

describe('a configuration is a URL (decision 0035)', () => {
  it('without query: the model’s default variant, its first colour, no optional items, the calculator’s defaults', () => {
    const configuration = of('');
    expect(configuration.entity.entityId).toBe(10201);
    expect(configuration).toMatchObject({ colorCode: 'BLK', items: [], leasing: { totalRuntime: 48, kmPerYear: 10_000, downPayment: 0 } });
    expect(configurationSearch(model, configuration)).toBe('');
  });

  it('reads variant, colour, items and leasing, and writes them back in one canonical order', () => {
    const configuration = of('?item=style_package&color=red&variant=1-0-t-gdi-lx&item=heated_seats&runtime=36&km=15000&down=3000');
    expect(configuration).toMatchObject({ colorCode: 'RED', items: ['heated_seats', 'style_package'] });
    expect(configurationSearch(model, configuration)).toBe('?color=RED&item=heated_seats&item=style_package&runtime=36&km=15000&down=3000');
  });

  it('drops what the variant does not have: an unknown variant, colour or item, standard items; puts leasing on the grid', () => {
    const configuration = of('?variant=nope&color=PINK&item=navigation&item=teleporter&runtime=37&km=999999&down=-5');
    expect(configuration).toMatchObject({ colorCode: 'BLK', items: [], leasing: { totalRuntime: 36, kmPerYear: 40_000, downPayment: 0 } });
  });

  it('a saved configuration is the starting point on its own URL only', () => {
    const saved = { entityId: 10201, items: ['RED', 'heated_seats'] };
    expect(of('?configurationCode=K7Q2M9AB', saved)).toMatchObject({ colorCode: 'RED', items: ['heated_seats'] });
    // a choice's link says everything itself (the loader's saved configuration of the previous URL does not count)
    expect(of('?color=BLK', saved)).toMatchObject({ colorCode: 'BLK', items: [] });
  });

  it('another variant keeps the colour and items it has too', () => {
    const start = of('?color=RED&item=heated_seats');
    const other = withVariant(start, model.entities[1]);
    expect(other).toMatchObject({ colorCode: 'WHT', items: [] });
    expect(configurationSearch(model, other)).toBe('?variant=1-0-t-gdi-gt-line');
    expect(withVariant(other, model.entities[0])).toMatchObject({ colorCode: 'BLK', items: [] });
  });

  it('an item link adds the item, or takes it back when chosen; a colour link sets the colour', () => {
    const start = of('');
    const added = withItemToggled(start, 'heated_seats');
    expect(added.items).toEqual(['heated_seats']);
    expect(withItemToggled(added, 'heated_seats').items).toEqual([]);
    expect(configurationSearch(model, withColor(start, 'RED'))).toBe('?color=RED');
  });

  it('saves the colour and the chosen items (SPEC §3 save payload)', () => {
    expect(savePayloadOf(of('?color=RED&item=heated_seats'))).toEqual({ entityId: 10201, items: ['RED', 'heated_seats'] });
  });
});
