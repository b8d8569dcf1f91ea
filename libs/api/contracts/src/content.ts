import { z } from 'zod';
import { linkSchema, stickyElementSchema } from './common';

/** Localized URL paths of headless content: keys like "de-CH", plus "Default" and "@type" (SPEC §4). */
export const localizedUrlPathSchema = z.record(z.string(), z.string());

/** Campaign and news content (SPEC §3). */
export const campaignContentSchema = z.object({
  title: z.string(),
  longDescription: z.string(),
  shortDescription: z.string(),
  image: z.string(),
  imageAlt: z.string(),
  published: z.boolean(),
  localizedUrlPath: localizedUrlPathSchema,
  teaserUrlOverride: z.string().nullable(),
  category: z.enum(['campaign', 'news']),
});
export type CampaignContent = z.infer<typeof campaignContentSchema>;

/** The combined campaign-and-news page type. */
export const campaignAndNewsPageSchema = campaignContentSchema.extend({
  id: z.string(),
  headline: z.string(),
  seo: z.object({ title: z.string(), description: z.string() }),
  marketingTitle: z.string(),
  miniDescription: z.string(),
  keyVisual: z.string(),
  creationDate: z.string(),
  publishingDate: z.string(),
  depublishDate: z.string().nullable(),
  marketingDate: z.string(),
  hidden: z.boolean(),
  ctaText: z.string(),
  carFilterId: z.string().nullable(),
  brand: z.string(),
  campaignSpecificData: z.record(z.string(), z.unknown()),
  stickyElement: stickyElementSchema,
});
export type CampaignAndNewsPage = z.infer<typeof campaignAndNewsPageSchema>;

/** Customer magazine article (SPEC §3). */
export const magazineArticleSchema = z.object({
  id: z.string(),
  name: z.string(),
  lastUpdated: z.number(),
  published: z.boolean(),
  headline: z.string(),
  categoryList: z.array(z.object({ categoryId: z.string() })),
  author: z.string(),
  readTimeMinutes: z.number().int(),
  articleDescription: z.string(),
  previewImage: z.string(),
  previewImageAlt: z.string(),
  previewImageTitle: z.string(),
  subheadline: z.string(),
  teaserType: z.enum(['default', 'large', 'hero']),
  localizedUrlPath: localizedUrlPathSchema,
  dateTimestamp: z.number(),
  isHeroArticle: z.boolean(),
  stickyElement: stickyElementSchema,
});
export type MagazineArticle = z.infer<typeof magazineArticleSchema>;

export const magazineCategorySchema = z.object({ id: z.string(), name: z.string(), slug: z.string() });
export type MagazineCategory = z.infer<typeof magazineCategorySchema>;

/** Navigation content (SPEC §3): nav items, cta list, vehicle market links. */
export const navigationContentSchema = z.object({
  navItems: z.array(linkSchema.extend({ children: z.array(linkSchema) })),
  ctaList: z.array(linkSchema.extend({ icon: z.string() })),
  vehicleMarketLinks: z.array(linkSchema),
});
export type NavigationContent = z.infer<typeof navigationContentSchema>;

/** Footer content (SPEC §3). */
export const footerContentSchema = z.object({
  linkItems: z.array(z.object({ title: z.string(), links: z.array(linkSchema) })),
  social: z.array(z.object({ type: z.enum(['facebook', 'instagram', 'twitter', 'youtube']), url: z.string() })),
  legalLinks: z.array(linkSchema),
  copyrightText: z.string(),
  footnote: z.string(),
  contactItems: z.array(
    z.object({ type: z.enum(['phone', 'email', 'address']), label: z.string(), value: z.string(), url: z.string().nullable() }),
  ),
});
export type FooterContent = z.infer<typeof footerContentSchema>;

export const modelCategoryContentSchema = z.object({
  id: z.string(),
  name: z.string(),
  order: z.number().int(),
  modelSlugs: z.array(z.string()),
});
export const zeekrModelContentSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  tagline: z.string(),
  priceFrom: z.number(),
  rangeKm: z.number().int(),
  image: z.string(),
});
export const jobContentSchema = z.object({
  id: z.string(),
  title: z.string(),
  location: z.string(),
  workload: z.string(),
  url: z.string(),
  publishingDate: z.string(),
});

/** Content models the headless service serves, and their data schemas. */
export const CONTENT_MODEL_SCHEMAS = {
  campaign: campaignAndNewsPageSchema,
  news: campaignAndNewsPageSchema,
  'magazine-article': magazineArticleSchema,
  'magazine-category': magazineCategorySchema,
  navigation: navigationContentSchema,
  footer: footerContentSchema,
  'model-category': modelCategoryContentSchema,
  'zeekr-model': zeekrModelContentSchema,
  'multilease-navigation': navigationContentSchema,
  'multilease-footer': footerContentSchema,
  job: jobContentSchema,
} as const;
export type ContentModel = keyof typeof CONTENT_MODEL_SCHEMAS;
export const contentModelSchema = z.enum(Object.keys(CONTENT_MODEL_SCHEMAS) as [ContentModel, ...ContentModel[]]);

/** REST listing options: limit, offset, fields, sort, locale (language-country), enrich, cachebust. */
export const contentListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(30),
  offset: z.coerce.number().int().min(0).default(0),
  fields: z.string().optional(),
  sort: z.string().optional(),
  locale: z
    .string()
    .regex(/^[a-z]{2}(-[A-Z]{2})?$/)
    .default('de-CH'),
  enrich: z.coerce.boolean().optional(),
  cachebust: z.coerce.boolean().optional(),
  urlPath: z.string().optional(),
  dealerId: z.coerce.number().int().optional(),
  brand: z.string().optional(),
  category: z.string().optional(),
  /** editors in the editing frame see unpublished content */
  includeUnpublished: z.coerce.boolean().optional(),
});
export type ContentListQuery = z.input<typeof contentListQuerySchema>;

export const contentEntrySchema = <T extends z.ZodTypeAny>(data: T) =>
  z.object({
    id: z.string(),
    name: z.string(),
    modelName: z.string(),
    published: z.enum(['published', 'draft']),
    createdDate: z.number(),
    lastUpdated: z.number(),
    data,
  });
/** The entries of one content model with that model's data (the content listing, SPEC §7). */
export const contentEntriesResponseSchema = <T extends z.ZodTypeAny>(data: T) => z.object({ results: z.array(contentEntrySchema(data)) });
export const contentListResponseSchema = z.object({ results: z.array(contentEntrySchema(z.record(z.string(), z.unknown()))) });
export type ContentListResponse = z.infer<typeof contentListResponseSchema>;

/** GraphQL: the root fields the product queries (SPEC §7); variables carry locale, brand, dealerId, limit. */
export const CONTENT_GRAPHQL_FIELDS = [
  'navigation',
  'footer',
  'magazineCategories',
  'campaigns',
  'keyCampaign',
  'news',
  'modelCategories',
  'zeekrModels',
  'multileaseNavigation',
  'multileaseFooter',
] as const;
export const graphqlRequestSchema = z.object({
  query: z.string().min(1),
  variables: z.record(z.string(), z.unknown()).optional(),
  operationName: z.string().optional(),
});
export const graphqlResponseSchema = z.object({
  data: z.record(z.string(), z.unknown()).nullable(),
  errors: z.array(z.object({ message: z.string() })).optional(),
});
export type GraphqlResponse = z.infer<typeof graphqlResponseSchema>;

/** Page-builder content by page id ('campaign-and-news-page', 'service-page'). */
export const pageBuilderModelSchema = z.enum(['campaign-and-news-page', 'service-page']);
export const pageBuilderContentSchema = z.object({
  id: z.string(),
  model: pageBuilderModelSchema,
  name: z.string(),
  data: z.object({
    title: z.string(),
    url: z.string(),
    blocks: z.array(z.object({ id: z.string(), component: z.string(), options: z.record(z.string(), z.unknown()) })),
  }),
});
export type PageBuilderContent = z.infer<typeof pageBuilderContentSchema>;
