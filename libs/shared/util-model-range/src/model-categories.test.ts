import { describe, expect, it } from 'vitest';
import { modelRangeResponse } from '@carweb/shared-testing';
import { modelsByCategory, specialOfferModel } from './model-categories';

const range = modelRangeResponse();
const summary = (categories: ReturnType<typeof modelsByCategory>) =>
  categories.map((category) => [category.id, category.name, category.models.map((model) => model.slug)]);

describe('models by category (SPEC §3 brandConfiguration category, categoryOrder)', () => {
  it('groups the models in the categoryOrder, each model in its category, in the model service’s order', () => {
    expect(summary(modelsByCategory(range.models, range.brandConfiguration))).toEqual([
      ['small', 'Kleinwagen', ['picanto']],
      ['compact', 'Kompaktklasse', ['ceed', 'xceed']],
      ['suv', 'SUV', ['stonic', 'sportage']],
      ['electric', 'Elektro', ['ev3', 'ev6']],
    ]);
  });

  it('follows the order, not the list of category names', () => {
    const config = { ...range.brandConfiguration, categoryOrder: ['electric', 'suv', 'small', 'compact'] };
    expect(modelsByCategory(range.models, config).map((category) => category.id)).toEqual(['electric', 'suv', 'small', 'compact']);
  });

  it('leaves out categories without models (e.g. after filtering)', () => {
    const electric = range.models.filter((model) => model.category === 'electric');
    expect(summary(modelsByCategory(electric, range.brandConfiguration))).toEqual([['electric', 'Elektro', ['ev3', 'ev6']]]);
    expect(modelsByCategory([], range.brandConfiguration)).toEqual([]);
  });

  it('a category the order leaves out comes last, without a name when the configuration has none', () => {
    const van = { ...range.models[0], slug: 'pv5', category: 'van' };
    const categories = modelsByCategory([van, ...range.models], range.brandConfiguration);
    expect(categories.at(-1)).toEqual({ id: 'van', name: null, models: [van] });
    expect(categories).toHaveLength(5);
  });
});

describe('the special offer', () => {
  it('is the model whose mipsId (or id) is the specialOfferId', () => {
    expect(specialOfferModel(range)?.slug).toBe('picanto');
    expect(specialOfferModel({ ...range, specialOfferId: '109' })?.slug).toBe('ev6');
  });

  it('is none without an id, or when the id is not in the range', () => {
    expect(specialOfferModel({ ...range, specialOfferId: null })).toBeNull();
    expect(specialOfferModel({ ...range, specialOfferId: 'KI00999' })).toBeNull();
  });
});
