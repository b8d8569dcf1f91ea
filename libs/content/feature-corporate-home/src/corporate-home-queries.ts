import type { CampaignAndNewsPage, Model, ModelRangeResponse } from '@carweb/api-contracts';
import { contentEntriesQuery } from '@carweb/api-content';
import type { ApiContext } from '@carweb/api-http';
import { HOME_CAMPAIGNS, listedContentQuery } from '@carweb/content-data-access';
import type { BrandConfig } from '@carweb/shared-util-brand';

/** How many of the newest magazine articles the home teases. */
export const MAGAZINE_TEASERS = 3;

/** The magazine's newest articles (content REST listing of `magazine-article`, newest first). */
export const magazineTeasersQuery = (api: ApiContext) =>
  contentEntriesQuery(api, 'magazine-article', { limit: MAGAZINE_TEASERS, sort: '-dateTimestamp' });

/**
 * The campaigns below the hero: one more than the home shows (SPEC §9: 4), so that the 4 are still 4 when the key
 * campaign, shown as the hero, is among the newest and is left out of them (`homeCampaigns`).
 */
export const homeCampaignsQuery = (api: ApiContext, brand: Pick<BrandConfig, 'id' | 'contentBrandFilter'>) =>
  listedContentQuery(api, brand, { category: 'campaign', limit: HOME_CAMPAIGNS + 1 });

/** The newest campaigns but the hero's: at most 4 (SPEC §9). */
export function homeCampaigns(campaigns: readonly CampaignAndNewsPage[], keyCampaign: CampaignAndNewsPage | null | undefined) {
  return campaigns.filter((campaign) => campaign.id !== keyCampaign?.id).slice(0, HOME_CAMPAIGNS);
}

export interface HomeModelCategory {
  id: string;
  name: string;
  models: Model[];
}

/**
 * The content's model categories (GraphQL modelCategories: names, order, model slugs) with the brand's models of each:
 * only slugs the brand's model range has, since only those have a model page; an empty category is left out.
 */
export function homeModelCategories(
  categories: readonly { id: string; name: string; order: number; modelSlugs: string[] }[],
  range: Pick<ModelRangeResponse, 'models'>,
): HomeModelCategory[] {
  const bySlug = new Map(range.models.map((model) => [model.slug, model]));
  return [...categories]
    .sort((a, b) => a.order - b.order)
    .map((category) => ({
      id: category.id,
      name: category.name,
      models: [...new Set(category.modelSlugs)].flatMap((slug) => bySlug.get(slug) ?? []),
    }))
    .filter((category) => category.models.length > 0);
}
