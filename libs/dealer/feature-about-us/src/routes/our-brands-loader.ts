import { aboutUsQuery } from '@carweb/api-dealer';
import { brandPageQuery } from '@carweb/api-model';
import { critical, optional, pageDealer, type PageLoaderArgs } from '@carweb/platform-routing';
import { toNotFound } from './page-loader';

export interface OurBrandsData {
  /** the dealer's brand pages the model service has (brand-world/page/{brandSlug}), in the dealer's order */
  brands: string[];
  /** the dealer's about us exists (the page links back to it) */
  dealerAboutUs: boolean;
}

/**
 * Only a dealer with brand pages has this page (SPEC §2); without, it is the not-found route. A brand
 * page the model service does not know is left out; an outage answers 503.
 */
export async function loadOurBrands(args: PageLoaderArgs): Promise<OurBrandsData> {
  const { env, api } = args;
  const dealer = await pageDealer(args);
  if (dealer.brandsPages.length === 0) throw toNotFound(args);
  const [pages, dealerAboutUs] = await Promise.all([
    Promise.all(dealer.brandsPages.map((brand) => critical(env.queryClient.ensureQueryData(brandPageQuery(api, brand))))),
    optional(env.queryClient.ensureQueryData(aboutUsQuery(api, dealer.dealerId))),
  ]);
  const brands = dealer.brandsPages.filter((_, index) => pages[index]);
  if (brands.length === 0) throw toNotFound(args);
  return { brands, dealerAboutUs: dealerAboutUs !== undefined };
}
