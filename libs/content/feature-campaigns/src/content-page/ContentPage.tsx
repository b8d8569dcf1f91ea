import { useQuery } from '@tanstack/react-query';
import { useLoaderData } from 'react-router-dom';
import type { CampaignAndNewsPage } from '@carweb/api-contracts';
import { pageBuilderContentQuery } from '@carweb/api-content';
import { useApiContext } from '@carweb/api-http';
import { contentByPathQuery } from '@carweb/content-data-access';
import { useOptionalRouteEnv } from '@carweb/platform-routing';
import { absoluteUrl, resolvePageSeo } from '@carweb/platform-seo';
import type { ContentPageData } from '../content-page-loader';
import { ContentArticle } from './ContentArticle';

/** A campaign's or news item's page (builderContentPage); the loader made sure the item exists and may be shown. */
export default function ContentPage() {
  const { model, path, builder } = useLoaderData() as ContentPageData;
  const api = useApiContext();
  const { data: entry } = useQuery(contentByPathQuery(api, model, path));
  const pageId = entry?.data.id ?? '';
  const page = useQuery({ ...pageBuilderContentQuery(api, 'campaign-and-news-page', pageId), enabled: builder && pageId !== '' });
  // a background refetch that fails keeps the cached entry
  if (!entry) return null;
  return (
    <>
      <ContentSeo item={entry.data} />
      <ContentArticle key={entry.id} item={entry.data} blocks={page.data?.data.blocks ?? null} />
    </>
  );
}

/**
 * A content page's title, description, Open Graph and Twitter tags from the content's own SEO texts (SPEC §3 `seo`),
 * its headline and short text where they are empty. Not the base service's texts of the page type: those would give
 * every campaign the same title. React hoists the tags into the head.
 */
function ContentSeo({ item }: { item: CampaignAndNewsPage }) {
  const origin = useOptionalRouteEnv()?.origin;
  const seo = resolvePageSeo(null, {
    title: item.seo.title.trim() || item.headline || item.title,
    description: item.seo.description.trim() || item.shortDescription,
    image: item.keyVisual || item.image || null,
  });
  return (
    <>
      <title>{seo.title}</title>
      {seo.description && <meta name="description" content={seo.description} />}
      <meta property="og:type" content="article" />
      <meta property="og:title" content={seo.og.title} />
      {seo.og.description && <meta property="og:description" content={seo.og.description} />}
      {seo.image && <meta property="og:image" content={absoluteUrl(seo.image, origin)} />}
      <meta name="twitter:card" content={seo.twitter.card} />
      <meta name="twitter:title" content={seo.twitter.title} />
      {seo.twitter.description && <meta name="twitter:description" content={seo.twitter.description} />}
    </>
  );
}
