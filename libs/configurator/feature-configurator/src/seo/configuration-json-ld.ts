import type { ConfiguratorModel } from '@carweb/api-contracts';
import { configurationPrice } from '../configuration/configuration-price';
import type { Configuration } from '../configuration/configuration-url';

/** schema.org Car (a Product) of the configuration on screen, offered at the configured price in CHF. */
export function configurationJsonLd(
  brandName: string,
  model: ConfiguratorModel,
  configuration: Configuration,
  url: string,
  origin = '',
  /** the chosen colour's picture, when the page has it (else the variant's) */
  picture?: string,
) {
  const { entity, colorCode } = configuration;
  const color = entity.colors.find((c) => c.colorCode === colorCode);
  const source = picture ?? entity.image;
  const image = source.startsWith('/') ? `${origin}${source}` : source;
  return {
    '@context': 'https://schema.org',
    '@type': ['Product', 'Car'],
    name: `${model.name} ${entity.name}`,
    brand: { '@type': 'Brand', name: brandName },
    model: model.name,
    vehicleConfiguration: entity.name,
    ...(color ? { color: color.name } : {}),
    fuelType: entity.fuel,
    vehicleTransmission: entity.transmission,
    image,
    url,
    offers: {
      '@type': 'Offer',
      price: configurationPrice(configuration).total,
      priceCurrency: 'CHF',
      url,
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
}
