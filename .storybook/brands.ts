import { BRAND_IDS, type BrandConfig } from '@carweb/shared-util-brand';

/**
 * Every brand app's config, found at build time: a new `apps/<brand>/brand.config.ts` joins the toolbar without an
 * edit here. Ordered like BRAND_IDS; the theme tokens come from the config itself (no copies).
 */
const configs = import.meta.glob<{ brand: BrandConfig }>('../apps/*/brand.config.ts', { eager: true });

const order = (id: string) => (BRAND_IDS as readonly string[]).indexOf(id);

export const STORY_BRANDS: readonly BrandConfig[] = Object.values(configs)
  .map((module) => module.brand)
  .sort((a, b) => order(a.id) - order(b.id));

export function storyBrand(id: unknown): BrandConfig {
  const brand = STORY_BRANDS.find((candidate) => candidate.id === id) ?? STORY_BRANDS.find((candidate) => candidate.id === 'kia');
  if (!brand) throw new Error('Storybook found no apps/*/brand.config.ts');
  return brand;
}
