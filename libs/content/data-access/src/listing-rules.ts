import type { CampaignAndNewsPage } from '@carweb/api-contracts';

export interface ListingRuleOptions {
  now: Date;
  /** only this brand's items (a brand that filters by brand, brand config `contentBrandFilter`); undefined: every brand's */
  brand?: string;
  /** the editing frame: unpublished and scheduled items too (SPEC §4) */
  preview?: boolean;
}

/** A dealer's own landing page is content too, but it belongs to that dealer's site, never to the brand's lists. */
export function isDealerLandingPage(item: Pick<CampaignAndNewsPage, 'campaignSpecificData'>): boolean {
  const data = item.campaignSpecificData;
  return data['isDealerLandingPage'] === true || (data['dealerId'] !== undefined && data['dealerId'] !== null);
}

const time = (date: string | null) => (date ? Date.parse(date) : NaN);

/** Published and not yet depublished at `now`; scheduled (published in the future) counts as unpublished. */
export function isLive(item: Pick<CampaignAndNewsPage, 'published' | 'publishingDate' | 'depublishDate'>, now: Date): boolean {
  const depublished = time(item.depublishDate) <= now.getTime();
  const scheduled = time(item.publishingDate) > now.getTime();
  return item.published && !depublished && !scheduled;
}

/**
 * SPEC §7 campaign and news pages: hidden items, dealer landing pages and depublished items are left out, the rest
 * newest first by publishingDate, optionally only the brand's. The editing frame also sees unpublished and scheduled
 * items — never hidden ones or another dealer's pages.
 */
export function listedCampaignsAndNews<T extends CampaignAndNewsPage>(items: readonly T[], options: ListingRuleOptions): T[] {
  const brand = options.brand?.toLowerCase();
  return items
    .filter((item) => !item.hidden && !isDealerLandingPage(item))
    .filter((item) =>
      options.preview ? time(item.depublishDate) > options.now.getTime() || !item.depublishDate : isLive(item, options.now),
    )
    .filter((item) => !brand || item.brand.toLowerCase() === brand)
    .sort((a, b) => (time(b.publishingDate) || 0) - (time(a.publishingDate) || 0) || a.id.localeCompare(b.id));
}
