import { z } from 'zod';
import { localeSchema } from './common';

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
  /** km from the searched location (dealer lists with lat/lon) */
  distance: z.number().optional(),
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
  distance: true,
});
export type MinimalDealer = z.infer<typeof minimalDealerSchema>;
export const minimalDealerListSchema = z.array(minimalDealerSchema);

/** Trade-in filter of dealer-list/min (SPEC §3). */
export const tradeInFilterSchema = z.enum(['all', 'tradein']);
export type TradeInFilter = z.infer<typeof tradeInFilterSchema>;

/** dealerServiceType of dealer-list (SPEC §3). */
export const dealerServiceFilterSchema = z.enum(['all', 'tradein', 'onlinesales', 'testdrive']);
export type DealerServiceFilter = z.infer<typeof dealerServiceFilterSchema>;

export const contactPersonSchema = z.object({
  name: z.string(),
  position: z.string(),
  phone: z.string(),
  email: z.string(),
});
export type ContactPerson = z.infer<typeof contactPersonSchema>;

export const dealerListQuerySchema = z.object({
  filter: tradeInFilterSchema.default('all'),
  dealerServiceType: dealerServiceFilterSchema.default('all'),
  wholesaler: z.string().optional(),
  search: z.string().optional(),
  lat: z.coerce.number().min(-90).max(90).optional(),
  lon: z.coerce.number().min(-180).max(180).optional(),
  radius: z.coerce.number().positive().optional(),
});
export type DealerListQuery = z.input<typeof dealerListQuerySchema>;

/** dealer-list: full dealers with the services they offer. */
export const dealerListEntrySchema = dealerSchema.extend({
  services: z.array(dealerServiceFilterSchema.exclude(['all'])),
  parentDealerId: z.number().int().nullable(),
});
export const dealerListSchema = z.array(dealerListEntrySchema);
export type DealerListEntry = z.infer<typeof dealerListEntrySchema>;

export const dealerListSearchCriteriaSchema = z.object({
  filter: z.array(
    z.object({
      identifier: z.enum(['wholesaler', 'city', 'type', 'dealerServiceType']),
      values: z.array(z.object({ id: z.string(), name: z.string(), count: z.number().int() })),
    }),
  ),
});
export type DealerListSearchCriteria = z.infer<typeof dealerListSearchCriteriaSchema>;

export const hasCarsResponseSchema = z.object({ hasCars: z.boolean(), count: z.number().int() });

/** sub-dealers/{subDealerSlug} and sub-dealers/detail: the sub-dealer's own data and people. */
export const subDealerDetailSchema = dealerSchema.extend({
  parentDealerId: z.number().int(),
  contactPersons: z.array(contactPersonSchema),
});
export type SubDealerDetail = z.infer<typeof subDealerDetailSchema>;
export const subDealerDetailListSchema = z.array(subDealerDetailSchema);

export const dealerHomepageSchema = z.object({
  dealerId: z.number().int(),
  headline: z.string(),
  introText: z.string(),
  topServices: z.array(z.object({ slug: z.string(), title: z.string(), teaser: z.string() })),
  aboutUsTeaser: z.object({ title: z.string(), text: z.string() }).nullable(),
});
export type DealerHomepage = z.infer<typeof dealerHomepageSchema>;
