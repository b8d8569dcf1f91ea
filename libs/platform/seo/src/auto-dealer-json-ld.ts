import type { Dealer } from '@carweb/api-contracts';
import { absoluteUrl } from './page-seo';

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** schema.org AutoDealer of a dealer page (SPEC §8 SEO): address, contact, hours, rating, social profiles. */
export function autoDealerJsonLd(dealer: Dealer, url: string, origin: string | undefined, brandName: string) {
  const image = dealer.locationImage?.url ?? dealer.logo;
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoDealer',
    '@id': `${url}#dealer`,
    name: dealer.name,
    url,
    telephone: dealer.phone,
    email: dealer.email,
    ...(image ? { image: absoluteUrl(image, origin) } : {}),
    ...(dealer.logo ? { logo: absoluteUrl(dealer.logo, origin) } : {}),
    brand: { '@type': 'Brand', name: brandName },
    address: {
      '@type': 'PostalAddress',
      streetAddress: dealer.street,
      postalCode: dealer.zip,
      addressLocality: dealer.city,
      addressCountry: 'CH',
    },
    geo: { '@type': 'GeoCoordinates', latitude: dealer.latitude, longitude: dealer.longitude },
    openingHoursSpecification: dealer.openingHours.map((hours) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${DAYS[hours.weekday - 1]}`,
      opens: hours.opens,
      closes: hours.closes,
    })),
    ...(dealer.rating
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: dealer.rating.average,
            reviewCount: dealer.rating.count,
            bestRating: 5,
          },
        }
      : {}),
    ...(dealer.socialMedia.length ? { sameAs: dealer.socialMedia.map((social) => social.url) } : {}),
  };
}

/** JSON safe inside a <script> element: no `</script>`, no line separators. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
