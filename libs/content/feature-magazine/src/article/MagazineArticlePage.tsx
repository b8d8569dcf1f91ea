import { useQuery } from '@tanstack/react-query';
import { useLoaderData } from 'react-router-dom';
import { useApiContext } from '@carweb/api-http';
import { useChatPageContent } from '@carweb/platform-tracking';
import type { MagazineArticleData } from '../magazine-article-loader';
import { magazineArticleQuery } from '../magazine-queries';
import { MagazineArticleView } from './MagazineArticleView';

/** A magazine article at its localized path (builderContentPage); the loader made sure it exists. */
export default function MagazineArticlePage() {
  const { urlPath } = useLoaderData() as MagazineArticleData;
  const { data: entry } = useQuery(magazineArticleQuery(useApiContext(), urlPath));
  // its stickyElement decides the sticky chat (SPEC §4)
  useChatPageContent(entry?.data);
  // a background refetch that fails keeps the cached article
  if (!entry) return null;
  return <MagazineArticleView key={entry.id} article={entry.data} />;
}
