import { useQuery } from '@tanstack/react-query';
import { useLoaderData } from 'react-router-dom';
import type { CampaignAndNewsPage } from '@carweb/api-contracts';
import { pageBuilderContentQuery } from '@carweb/api-content';
import { useApiContext } from '@carweb/api-http';
import { contentByPathQuery } from '@carweb/content-data-access';
import { OwnPageSeo } from '@carweb/platform-seo';
import { useChatPageContent } from '@carweb/platform-tracking';
import type { ContentPageData } from '../content-page-loader';
import { ContentArticle } from './ContentArticle';

/** A campaign's or news item's page (builderContentPage); the loader made sure the item exists and may be shown. */
export default function ContentPage() {
  const { model, path, builder } = useLoaderData() as ContentPageData;
  const api = useApiContext();
  const { data: entry } = useQuery(contentByPathQuery(api, model, path));
  // its stickyElement decides the sticky chat (SPEC §4)
  useChatPageContent(entry?.data);
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
 * A content page's SEO tags from the content's own SEO texts (SPEC §3 `seo`), its headline and short text where they
 * are empty; not the base service's texts of the page type (every campaign would have the same title).
 */
function ContentSeo({ item }: { item: CampaignAndNewsPage }) {
  return (
    <OwnPageSeo
      ogType="article"
      title={item.seo.title.trim() || item.headline || item.title}
      description={item.seo.description.trim() || item.shortDescription}
      image={item.keyVisual || item.image || null}
    />
  );
}
