import { z } from 'zod';
import { imageSchema, slugLocalizationsSchema, stickyElementSchema } from './common';
import { contactPersonSchema, openingHoursSchema } from './dealer';

/** service-list: the service pages of a dealer. */
export const dealerServiceSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  teaser: z.string(),
  image: imageSchema,
  slugLocalizations: slugLocalizationsSchema,
});
export type DealerServiceSummary = z.infer<typeof dealerServiceSummarySchema>;
export const dealerServiceListSchema = z.array(dealerServiceSummarySchema);

/** service-detail/{serviceSlug} */
export const dealerServiceDetailSchema = dealerServiceSummarySchema.extend({
  headline: z.string(),
  description: z.string(),
  benefits: z.array(z.string()),
  priceFrom: z.number().nullable(),
  ctaText: z.string(),
  contactPersons: z.array(contactPersonSchema),
  isBuilderIoContent: z.boolean(),
  builderIoPageId: z.string().nullable(),
  stickyElement: stickyElementSchema,
});
export type DealerServiceDetail = z.infer<typeof dealerServiceDetailSchema>;

/** workshop-services: what the service-appointment checkout offers. */
export const workshopServiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  durationMinutes: z.number().int(),
  priceFrom: z.number().nullable(),
  isTopService: z.boolean(),
});
export type WorkshopService = z.infer<typeof workshopServiceSchema>;
export const workshopServiceListSchema = z.array(workshopServiceSchema);

/** service-page: the service overview page. */
export const dealerServicePageSchema = z.object({
  dealerId: z.number().int(),
  headline: z.string(),
  introText: z.string(),
  heroImage: imageSchema,
  services: z.array(dealerServiceSummarySchema),
  topWorkshopServices: z.array(workshopServiceSchema),
  externalServiceFormUrl: z.string().nullable(),
});
export type DealerServicePage = z.infer<typeof dealerServicePageSchema>;

/** service-employees */
export const employeeSchema = contactPersonSchema.extend({
  id: z.string(),
  department: z.enum(['management', 'sales', 'service', 'administration']),
  image: imageSchema.nullable(),
});
export type Employee = z.infer<typeof employeeSchema>;
export const employeeListSchema = z.array(employeeSchema);

/** about-us/{subDealerId?} */
export const aboutUsSchema = z.object({
  dealerId: z.number().int(),
  headline: z.string(),
  paragraphs: z.array(z.string()),
  image: imageSchema,
  foundedYear: z.number().int(),
  employees: z.array(employeeSchema),
  openingHours: z.array(openingHoursSchema),
  brandsPages: z.array(z.string()),
  slugLocalizations: slugLocalizationsSchema,
});
export type AboutUs = z.infer<typeof aboutUsSchema>;

/** Promotion (SPEC §3 "Promotion / news item" + campaign content fields). */
export const promotionSchema = z.object({
  id: z.string(),
  slug: z.string(),
  slugLocalizations: slugLocalizationsSchema,
  isBuilderIoContent: z.boolean(),
  builderIoPageId: z.string().nullable(),
  title: z.string(),
  shortDescription: z.string(),
  longDescription: z.string(),
  image: z.string(),
  imageAlt: z.string(),
  category: z.enum(['sales', 'service']),
  /** service-theme promotions live under {base}/services/{slug} */
  isServiceTheme: z.boolean(),
  ctaText: z.string(),
  carFilterId: z.string().nullable(),
  publishingDate: z.string(),
  validUntil: z.string().nullable(),
  stickyElement: stickyElementSchema,
});
export type Promotion = z.infer<typeof promotionSchema>;
export const promotionListSchema = z.array(promotionSchema);

/** News item exactly as SPEC §3 names its fields (including `contenHeadline`). */
export const newsItemSchema = z.object({
  id: z.string(),
  slug: z.string(),
  slugLocalizations: slugLocalizationsSchema,
  isBuilderIoContent: z.boolean(),
  builderIoPageId: z.string().nullable(),
  name: z.string(),
  date: z.string(),
  teaser: z.object({ title: z.string(), image: z.string(), url: z.string(), ctaText: z.string(), subtitle: z.string() }),
  landingPage: z.object({
    contenHeadline: z.object({ headline: z.string(), subHeadline: z.string() }),
    heroImage: z.string(),
    longCopy: z.string(),
    heroHeadline: z.string(),
    seo: z.object({ title: z.string(), description: z.string() }),
  }),
  stickyElement: stickyElementSchema,
});
export type NewsItem = z.infer<typeof newsItemSchema>;
export const newsListSchema = z.array(newsItemSchema);
