import { describe, expect, it } from 'vitest';
import { configuratorModelFixture } from '../configurator.fixtures';
import { configurationPrice } from './configuration-price';
import { configurationOf } from './configuration-url';

const model = configuratorModelFixture();
const priceOf = (search: string) => configurationPrice(configurationOf(model, new URLSearchParams(search)));

describe('the configuration price, from the model data at once', () => {
  it('is the variant’s price plus the colour', () => {
    expect(priceOf('')).toEqual({ base: 24_950, color: 690, equipment: 0, total: 25_640 });
    expect(priceOf('?color=RED').total).toBe(25_940);
  });

  it('adds each chosen package and option; standard equipment costs nothing extra', () => {
    expect(priceOf('?item=heated_seats&item=led_headlights')).toMatchObject({ equipment: 2_400, total: 28_040 });
    expect(priceOf('?variant=1-0-t-gdi-gt-line&item=heated_seats')).toEqual({ base: 29_950, color: 0, equipment: 0, total: 29_950 });
  });

  it('charges an option inside a chosen package once (the package’s `includes`)', () => {
    expect(priceOf('?item=style_package&item=led_headlights')).toMatchObject({ equipment: 2_200 });
  });
});
