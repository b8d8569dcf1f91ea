import { useSeo } from '@carweb/api-base';
import { useCurrentPageMatch, useRouteEnv } from '@carweb/platform-routing';
import { absoluteUrl, resolvePageSeo, type PageSeoFallback } from './page-seo';

export interface PageSeoProps extends PageSeoFallback {
  /** the dealer the page belongs to (base service `seo` takes it) */
  dealerId?: number;
}

/**
 * Title, description, Open Graph and Twitter tags of a page (React hoists them into the head):
 * the base service's `seo` texts for the page type and dealer, else the page's own texts.
 */
export function PageSeo({ dealerId, ...fallback }: PageSeoProps) {
  const { origin } = useRouteEnv();
  const pageType = useCurrentPageMatch()?.handle.pageType ?? 'notFoundPage';
  const { data } = useSeo({ route: pageType, dealerId });
  const seo = resolvePageSeo(data, fallback);
  return (
    <>
      <title>{seo.title}</title>
      {seo.description && <meta name="description" content={seo.description} />}
      <meta property="og:type" content="website" />
      <meta property="og:title" content={seo.og.title} />
      {seo.og.description && <meta property="og:description" content={seo.og.description} />}
      {seo.image && <meta property="og:image" content={absoluteUrl(seo.image, origin)} />}
      <meta name="twitter:card" content={seo.twitter.card} />
      <meta name="twitter:title" content={seo.twitter.title} />
      {seo.twitter.description && <meta name="twitter:description" content={seo.twitter.description} />}
    </>
  );
}
