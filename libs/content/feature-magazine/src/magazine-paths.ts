import type { MagazineArticle } from '@carweb/api-contracts';
import { contentItemLink, contentPathOf } from '@carweb/content-data-access';
import type { Locale } from '@carweb/shared-util-brand';

/** An article's page in `locale` from its localized URL path (SPEC §4 rule); undefined when it has none there. */
export const articleHref = (article: Pick<MagazineArticle, 'localizedUrlPath'>, locale: Locale) => contentItemLink(article, locale)?.href;

/** The content path an article page's URL asks for: '/fr/magazine/autonomie-en-hiver/' → '/magazine/autonomie-en-hiver'. */
export function articlePathOf(pathname: string, locale: Locale): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // a malformed escape is a path no article has
  }
  return contentPathOf(decoded, locale).replace(/(.)\/+$/, '$1');
}
