import { z } from 'zod';
import { slugLocalizationsSchema } from './common';
import { modelSchema } from './model';

/** brand-world/page/{brandSlug} (SPEC §3 brand page: general.vehicleProfileId). */
export const brandPageSchema = z.object({
  general: z.object({
    vehicleProfileId: z.number().int(),
    brand: z.string(),
    name: z.string(),
    headline: z.string(),
    introText: z.string(),
    logo: z.string(),
    heroImage: z.string(),
  }),
  highlights: z.array(z.object({ title: z.string(), text: z.string() })),
  models: z.array(modelSchema),
  slugLocalizations: slugLocalizationsSchema,
});
export type BrandPage = z.infer<typeof brandPageSchema>;

/** brand-world/dealers/{vehicleProfileId}: dealers per vehicle profile, each with slug. */
export const brandWorldDealersResponseSchema = z.object({
  vehicleProfileId: z.number().int(),
  dealers: z.array(
    z.object({
      dealerId: z.number().int(),
      slug: z.string(),
      name: z.string(),
      street: z.string(),
      zip: z.string(),
      city: z.string(),
      phone: z.string(),
      latitude: z.number(),
      longitude: z.number(),
    }),
  ),
});
export type BrandWorldDealersResponse = z.infer<typeof brandWorldDealersResponseSchema>;

/** brand-world/best-leasing?brand */
export const bestLeasingResponseSchema = z.object({
  brand: z.string(),
  model: modelSchema,
  entityId: z.number().int(),
  monthlyRate: z.number(),
  totalRuntime: z.number().int(),
  kmPerYear: z.number().int(),
  downPayment: z.number(),
});
export type BestLeasingResponse = z.infer<typeof bestLeasingResponseSchema>;

/** brand-world (brands) */
export const brandsResponseSchema = z.object({
  brands: z.array(
    z.object({ slug: z.string(), name: z.string(), vehicleProfileId: z.number().int(), logo: z.string(), modelCount: z.number().int() }),
  ),
});
export type BrandsResponse = z.infer<typeof brandsResponseSchema>;
