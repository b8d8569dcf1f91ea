import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { storyItem } from '../testing/campaign-fixtures';
import { campaignTeaserLink } from './campaign-link';
import { servesPathOf } from '@carweb/platform-layout';

/** A few site pages of the route table, the dealer pages below a slug and the not-found catch-all. */
const routes: RouteObject[] = [
  {
    path: '/:lang',
    children: [
      { path: 'auto-finden', handle: { pageType: 'vehicleListPage' } },
      { path: 'trouver-un-vehicule', handle: { pageType: 'vehicleListPage' } },
      { path: 'aktionen/:slug', handle: { pageType: 'builderContentPage' } },
      { path: '404', handle: { pageType: 'notFoundPage', locale: 'de' } },
      { path: '*', handle: { pageType: 'notFoundPage' } },
    ],
  },
];
const serves = servesPathOf(routes);
const picanto = storyItem('campaign-kia-leasing-picanto');

describe('servesPathOf', () => {
  it('knows the pages of the table, never the catch-all or the not-found page', () => {
    expect(serves('/de/auto-finden')).toBe(true);
    expect(serves('/de/aktionen/sommer')).toBe(true);
    expect(serves('/de/gibt-es-nicht')).toBe(false);
    expect(serves('/de/404')).toBe(false);
  });
});

describe('campaignTeaserLink', () => {
  it("leads to the teaser override when the site serves it, in the page's language", () => {
    expect(campaignTeaserLink(picanto, 'de', serves)).toEqual({ href: '/de/auto-finden?model[]=Picanto', external: false });
    expect(campaignTeaserLink(storyItem('campaign-kia-leasing-picanto', 'fr'), 'fr', serves)?.href).toBe(
      '/fr/trouver-un-vehicule?model[]=Picanto',
    );
  });

  it("falls back to the item's own page when the override is a path the site does not serve", () => {
    expect(campaignTeaserLink({ ...picanto, teaserUrlOverride: '/modelle/picanto' }, 'de', serves)).toEqual({
      href: '/de/aktionen/leasing-picanto',
      external: false,
    });
    expect(campaignTeaserLink({ ...picanto, teaserUrlOverride: 'javascript:alert(1)' }, 'de', serves)?.href).toBe(
      '/de/aktionen/leasing-picanto',
    );
  });

  it('keeps an override to another site (a new window), whatever the route table says', () => {
    expect(campaignTeaserLink({ ...picanto, teaserUrlOverride: 'https://www.kia.ch/picanto' }, 'de', () => false)).toEqual({
      href: 'https://www.kia.ch/picanto',
      external: true,
    });
  });

  it("leads to the item's own page without an override, and nowhere without any page", () => {
    expect(campaignTeaserLink(storyItem('news-kia-open-day'), 'de', serves)?.href).toBe('/de/news/tag-der-offenen-tuer');
    expect(campaignTeaserLink({ localizedUrlPath: {}, teaserUrlOverride: null }, 'de', serves)).toBeUndefined();
  });
});
