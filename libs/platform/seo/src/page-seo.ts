import type { PageSeo } from '@carweb/api-contracts';
import { fillSeoPlaceholders, type SeoPlaceholderValues } from './seo-placeholders';

/** What a page knows about itself; used where the base service has no SEO texts for it. */
export interface PageSeoFallback {
  title: string;
  description?: string;
  image?: string | null;
  placeholders?: SeoPlaceholderValues;
}

export interface ResolvedSeo {
  title: string;
  description: string;
  image: string | null;
  og: { title: string; description: string };
  twitter: { card: string; title: string; description: string };
}

/** The base service's SEO texts with placeholders filled; the page's own texts where they are missing. */
export function resolvePageSeo(seo: PageSeo | null | undefined, fallback: PageSeoFallback): ResolvedSeo {
  const fill = (text: string | undefined, otherwise: string) => {
    const filled = text ? fillSeoPlaceholders(text, fallback.placeholders ?? {}) : '';
    return filled || otherwise;
  };
  const title = fill(seo?.title, fallback.title);
  const description = fill(seo?.description, fallback.description ?? '');
  const image = seo?.image || fallback.image || null;
  return {
    title,
    description,
    image,
    og: { title: fill(seo?.og.title, title), description: fill(seo?.og.description, description) },
    twitter: {
      card: seo?.twitter.card || (image ? 'summary_large_image' : 'summary'),
      title: fill(seo?.twitter.title, title),
      description: fill(seo?.twitter.description, description),
    },
  };
}

/** Makes a URL absolute for crawlers (og:image, JSON-LD); absolute URLs stay as they are. */
export function absoluteUrl(url: string, origin: string | undefined): string {
  if (/^https?:\/\//.test(url) || !origin) return url;
  return `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}
