import type { CampaignAndNewsPage } from '@carweb/api-contracts';
import { contentItemLink, type ContentLink } from '@carweb/content-data-access';
import type { Locale } from '@carweb/shared-util-brand';
import type { ServesPath } from '@carweb/platform-layout';

type LinkedItem = Pick<CampaignAndNewsPage, 'localizedUrlPath' | 'teaserUrlOverride'>;

const pathnameOf = (href: string) => href.replace(/[?#].*$/, '');

/**
 * Where a campaign's or news item's teaser leads (SPEC §3): its teaser override when that is another site (a new
 * window) or a page this site serves; an override into a page the site does not have (another brand's page, a typo)
 * falls back to the item's own page, so a teaser never leads to a 404. Undefined when the item has no page at all.
 */
export function campaignTeaserLink(item: LinkedItem, locale: Locale, serves: ServesPath): ContentLink | undefined {
  const own = contentItemLink({ ...item, teaserUrlOverride: null }, locale);
  const link = contentItemLink(item, locale);
  if (!link || link.external || link.href === own?.href) return link;
  return serves(pathnameOf(link.href)) ? link : own;
}
