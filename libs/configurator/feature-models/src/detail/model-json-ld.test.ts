import { describe, expect, it } from 'vitest';
import { modelPageFixture, variantsFixture } from '../models.fixtures';
import { modelJsonLd } from './model-json-ld';

const at = { url: 'https://kia.test/de/modelle/sportage', origin: 'https://kia.test', brandName: 'Kia' };

describe('the model page’s JSON-LD', () => {
  it('is a new Car with an AggregateOffer from the variants’ prices, in CHF', () => {
    const data = modelJsonLd(modelPageFixture(), variantsFixture().variants, at);
    expect(data).toMatchObject({
      '@type': 'Car',
      name: 'Kia Sportage',
      url: at.url,
      brand: { '@type': 'Brand', name: 'Kia' },
      itemCondition: 'https://schema.org/NewCondition',
      offers: { '@type': 'AggregateOffer', priceCurrency: 'CHF', lowPrice: 40_450, highPrice: 50_450, offerCount: 3 },
    });
  });
  it('makes picture addresses absolute, each once', () => {
    const data = modelJsonLd(modelPageFixture({ gallery: ['/a.svg', '/a.svg'] }), [], at);
    expect(data.image).toEqual([`https://kia.test${modelPageFixture().model.image}`, 'https://kia.test/a.svg']);
  });
  it('without variants the model’s “from” price is the one offer', () => {
    expect(modelJsonLd(modelPageFixture(), [], at).offers).toMatchObject({ lowPrice: 40_450, highPrice: 40_450, offerCount: 1 });
  });
});
