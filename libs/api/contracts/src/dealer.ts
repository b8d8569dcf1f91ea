import { z } from 'zod';
import { localeSchema } from '@carweb/shared-util-brand';

export const dealerTypeSchema = z.enum(['sales', 'sales_service', 'service']);

export const openingHoursSchema = z.object({
  /** 1 = Monday … 7 = Sunday */
  weekday: z.number().int().min(1).max(7),
  opens: z.string(),
  closes: z.string(),
});

export const subDealerSummarySchema = z.object({
  dealerId: z.number().int(),
  slug: z.string(),
  name: z.string(),
  locationImage: z.object({ url: z.string() }).nullable(),
});

export const socialMediaSchema = z.object({
  type: z.enum(['facebook', 'instagram', 'twitter', 'youtube']),
  url: z.string(),
});

export const dealerSchema = z.object({
  dealerId: z.number().int(),
  slug: z.string(),
  name: z.string(),
  street: z.string(),
  zip: z.string(),
  city: z.string(),
  phone: z.string(),
  email: z.string(),
  logo: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  locales: z.array(localeSchema).min(1),
  defaultLocale: localeSchema,
  type: dealerTypeSchema,
  hasCars: z.boolean(),
  wholesaler: z.object({ name: z.string() }),
  subDealers: z.array(subDealerSummarySchema),
  locationImage: z.object({ url: z.string() }).nullable(),
  socialMedia: z.array(socialMediaSchema),
  externalServiceFormUrl: z.string().nullable(),
  extraMainNavLinks: z.array(z.object({ label: z.string(), link: z.string() })),
  messengerpeople: z.object({ phone: z.string(), id: z.string() }).nullable(),
  vehicleSourceDealerIds: z.array(z.number().int()),
  brandsPages: z.array(z.string()),
  openingHours: z.array(openingHoursSchema),
  rating: z.object({ average: z.number(), count: z.number().int() }).nullable(),
});
export type Dealer = z.infer<typeof dealerSchema>;

/** dealer-list/min: what the dealer search list and map need. */
export const minimalDealerSchema = dealerSchema.pick({
  dealerId: true,
  slug: true,
  name: true,
  street: true,
  zip: true,
  city: true,
  phone: true,
  latitude: true,
  longitude: true,
  type: true,
  defaultLocale: true,
});
export type MinimalDealer = z.infer<typeof minimalDealerSchema>;
export const minimalDealerListSchema = z.array(minimalDealerSchema);

export const dealerHomepageSchema = z.object({
  dealerId: z.number().int(),
  headline: z.string(),
  introText: z.string(),
  topServices: z.array(z.object({ slug: z.string(), title: z.string(), teaser: z.string() })),
  aboutUsTeaser: z.object({ title: z.string(), text: z.string() }).nullable(),
});
export type DealerHomepage = z.infer<typeof dealerHomepageSchema>;
