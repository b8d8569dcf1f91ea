import { z } from 'zod';
import { LOCALES } from './constants';

/** One of the site's languages (a dealer's `locales`, `defaultLocale`). */
export const localeSchema = z.enum(LOCALES);

/** locale → slug of the same page in that language (language switch, SPEC §2). */
export const slugLocalizationsSchema = z.record(z.string(), z.string());

/**
 * SPEC §4 `stickyElement` of a content page (promotion, news item, service, campaign, magazine article): 'Hidden' (no
 * sticky chat), 'onlyMobileDisabled' (none on phones); anything else, null or absent leaves the chat on.
 */
export const stickyElementSchema = z.string().nullish();

export const imageSchema = z.object({ url: z.string(), alt: z.string().optional() });
export type Image = z.infer<typeof imageSchema>;

export const linkSchema = z.object({ label: z.string(), url: z.string() });
export type Link = z.infer<typeof linkSchema>;

export const idNameSchema = z.object({ id: z.string(), name: z.string() });

/** Every error the backends answer with JSON; 400s carry field errors keyed by dotted path. */
export const apiErrorSchema = z.object({
  success: z.literal(false).optional(),
  error: z.string(),
  message: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const countResponseSchema = z.object({ count: z.number().int() });

/**
 * A list of, or an optional, schema: for code that loads the contracts lazily (decision 0011) — it never imports zod
 * itself, because a dynamic `import('zod')` brings all of zod (every locale, JSON schema) to the browser.
 */
export const listOf = <T extends z.ZodTypeAny>(schema: T) => z.array(schema);
export const nullableOf = <T extends z.ZodTypeAny>(schema: T) => z.nullable(schema);
