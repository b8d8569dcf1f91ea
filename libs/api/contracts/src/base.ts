import { z } from 'zod';

/** internal-ip: tracking flags internal traffic 1 or 0. */
export const internalIpResponseSchema = z.object({ internal: z.boolean() });

/** footnotes (locale) */
export const footnoteSchema = z.object({ id: z.string(), text: z.string() });
export const footnotesResponseSchema = z.object({ footnotes: z.array(footnoteSchema) });
export type Footnote = z.infer<typeof footnoteSchema>;

/** Page SEO (SPEC §3). Texts may hold placeholders such as {dealerName} or {vehicleModelName}. */
export const pageSeoSchema = z.object({
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  twitter: z.object({ card: z.string(), title: z.string(), description: z.string() }),
  og: z.object({ title: z.string(), description: z.string() }),
});
export type PageSeo = z.infer<typeof pageSeoSchema>;

/** seo?route&dealerId: the response may be empty ({}). */
export const seoResponseSchema = z.union([pageSeoSchema, z.object({}).strict()]);
export type SeoResponse = z.infer<typeof seoResponseSchema>;
