import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '@carweb/shared-util-brand';
import { getMinimalDealerList } from '@carweb/api-dealer';
import type { ApiContext } from '@carweb/api-http';
import { getBrandPage, getBrandWorldDealers } from '@carweb/api-model';

/** A dealer a site-level configuration can go to. */
export interface ChoosableDealer {
  slug: string;
  name: string;
  city: string;
  zip: string;
  /** the dealer's language: its pages in the visitor's language when it has that language, else in its own */
  defaultLocale: Locale;
}

/**
 * The dealers of the brand that sell new cars (SPEC §3 brand page: brand-world/page/{brandSlug} → vehicleProfileId →
 * brand-world/dealers/{id}), without service-only dealers (they have no model forms, SPEC §2), read from the minimal
 * dealer list, which also tells each dealer's language. One query: the second call needs the first's answer.
 */
export function brandDealersQuery(api: ApiContext, brandSlug: string) {
  return queryOptions({
    queryKey: ['configurator', 'brand-dealers', api.locale, brandSlug],
    queryFn: async ({ signal }): Promise<ChoosableDealer[]> => {
      const [page, minimal] = await Promise.all([getBrandPage(api, brandSlug, signal), getMinimalDealerList(api, 'all', signal)]);
      const { dealers } = await getBrandWorldDealers(api, page.general.vehicleProfileId, signal);
      const sales = new Map(minimal.filter((dealer) => dealer.type !== 'service').map((dealer) => [dealer.slug, dealer]));
      return dealers.flatMap((dealer) => {
        const known = sales.get(dealer.slug);
        return known
          ? [{ slug: dealer.slug, name: dealer.name, city: dealer.city, zip: dealer.zip, defaultLocale: known.defaultLocale }]
          : [];
      });
    },
    staleTime: 3_600_000,
  });
}
