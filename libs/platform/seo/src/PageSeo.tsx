import { useSeo } from '@carweb/api-base';
import { useCurrentPageMatch, useOptionalRouteEnv } from '@carweb/platform-routing';
import { absoluteUrl, resolvePageSeo, type PageSeoFallback, type ResolvedSeo } from './page-seo';

export interface PageSeoProps extends PageSeoFallback {
  /** the dealer the page belongs to (base service `seo` takes it) */
  dealerId?: number;
}

/**
 * Title, description, Open Graph and Twitter tags of a page (React hoists them into the head):
 * the base service's `seo` texts for the page type and dealer, else the page's own texts.
 */
export function PageSeo({ dealerId, ...fallback }: PageSeoProps) {
  const pageType = useCurrentPageMatch()?.handle.pageType ?? 'notFoundPage';
  const { data } = useSeo({ route: pageType, dealerId });
  return <SeoTags seo={resolvePageSeo(data, fallback)} />;
}

export interface OwnPageSeoProps extends Omit<PageSeoFallback, 'placeholders'> {
  /** `article` for an editor's article (a campaign, a news item), else `website` */
  ogType?: 'website' | 'article';
}

/**
 * The tags of a page whose SEO texts are its own (a content item, a category page), not the base service's texts of
 * its page type: those would give every campaign, or every category, the texts of the page type.
 */
export function OwnPageSeo({ ogType = 'website', ...own }: OwnPageSeoProps) {
  return <SeoTags seo={resolvePageSeo(null, own)} ogType={ogType} />;
}

function SeoTags({ seo, ogType = 'website' }: { seo: ResolvedSeo; ogType?: OwnPageSeoProps['ogType'] }) {
  const origin = useOptionalRouteEnv()?.origin;
  return (
    <>
      <title>{seo.title}</title>
      {seo.description && <meta name="description" content={seo.description} />}
      <meta property="og:type" content={ogType} />
      <meta property="og:title" content={seo.og.title} />
      {seo.og.description && <meta property="og:description" content={seo.og.description} />}
      {seo.image && <meta property="og:image" content={absoluteUrl(seo.image, origin)} />}
      <meta name="twitter:card" content={seo.twitter.card} />
      <meta name="twitter:title" content={seo.twitter.title} />
      {seo.twitter.description && <meta name="twitter:description" content={seo.twitter.description} />}
    </>
  );
}
