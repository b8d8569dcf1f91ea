import { describe, expect, it } from 'vitest';
import { configurationOf } from '../configuration/configuration-url';
import { configuratorModelFixture } from '../configurator.fixtures';
import { configurationJsonLd } from './configuration-json-ld';

describe('the configuration as JSON-LD', () => {
  it('is a Car offered at the configured price, with the chosen colour and its picture', () => {
    const model = configuratorModelFixture();
    const configuration = configurationOf(model, new URLSearchParams('?color=RED&item=heated_seats'));
    const url = 'https://kia.test/de/konfigurator/stonic?color=RED&item=heated_seats';
    expect(configurationJsonLd('Kia', model, configuration, url, 'https://kia.test', '/api/core/media/red.svg')).toMatchObject({
      '@type': ['Product', 'Car'],
      name: 'Kia Stonic 1-0-t-gdi-lx',
      brand: { '@type': 'Brand', name: 'Kia' },
      color: 'Rot',
      image: 'https://kia.test/api/core/media/red.svg',
      offers: { '@type': 'Offer', price: 26_840, priceCurrency: 'CHF', url },
    });
  });
});
