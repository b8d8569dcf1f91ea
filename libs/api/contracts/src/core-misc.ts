import { z } from 'zod';
import { imageSchema, slugLocalizationsSchema } from './common';

/** category-pages/{slug}: a landing page that is a preset vehicle filter. */
export const categoryPageSchema = z.object({
  slug: z.string(),
  slugLocalizations: slugLocalizationsSchema,
  title: z.string(),
  headline: z.string(),
  description: z.string(),
  heroImage: imageSchema,
  /** a vehicle filter (same keys as the list `filter` parameter) */
  filter: z.record(z.string(), z.unknown()),
  seo: z.object({ title: z.string(), description: z.string() }),
});
export type CategoryPage = z.infer<typeof categoryPageSchema>;

/** jobs (core) */
export const jobSchema = z.object({
  id: z.string(),
  title: z.string(),
  dealerId: z.number().int(),
  dealerName: z.string(),
  location: z.string(),
  employmentType: z.enum(['fulltime', 'parttime', 'apprenticeship']),
  workload: z.string(),
  publishedAt: z.string(),
  description: z.string(),
  url: z.string(),
});
export type Job = z.infer<typeof jobSchema>;
export const jobListResponseSchema = z.object({ jobs: z.array(jobSchema) });

/** vehicle-translation/translate?configuration={json}: filter codes → labels in the locale. */
export const vehicleTranslationResponseSchema = z.object({
  translations: z.record(z.string(), z.record(z.string(), z.string())),
});
export type VehicleTranslationResponse = z.infer<typeof vehicleTranslationResponseSchema>;
