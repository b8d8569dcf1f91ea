import type { ModelPage } from '@carweb/api-contracts';

/** A variant's price as the model service's slimAllVariants gives it. */
export interface VariantPrice {
  price: number;
}

const absolute = (url: string, origin: string | undefined) =>
  /^https?:\/\//.test(url) || !origin ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;

/**
 * schema.org `Car` of a model page (decision 0036): a new car offered in its variants, so its offer is an
 * `AggregateOffer` from the variants' prices (CHF, SPEC §9). Without variants the model's "from" price is the offer.
 */
export function modelJsonLd(
  page: ModelPage,
  variants: readonly VariantPrice[],
  { url, origin, brandName }: { url: string; origin: string | undefined; brandName: string },
) {
  const { model } = page;
  const prices = variants.length > 0 ? variants.map((variant) => variant.price) : [model.priceFrom];
  const images = [model.image, ...page.gallery].map((image) => absolute(image, origin));
  return {
    '@context': 'https://schema.org',
    '@type': 'Car',
    '@id': `${url}#model`,
    name: model.name,
    description: page.introText,
    url,
    image: [...new Set(images)],
    brand: { '@type': 'Brand', name: brandName },
    model: model.name,
    itemCondition: 'https://schema.org/NewCondition',
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: 'CHF',
      lowPrice: Math.min(...prices),
      highPrice: Math.max(...prices),
      offerCount: prices.length,
      availability: 'https://schema.org/InStock',
      url,
    },
  };
}
