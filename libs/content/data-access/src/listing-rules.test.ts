import { describe, expect, it } from 'vitest';
import type { CampaignAndNewsPage } from '@carweb/api-contracts';
import { isDealerLandingPage, listedCampaignsAndNews } from './listing-rules';

const now = new Date('2026-11-27T12:00:00Z');
const item = (id: string, patch: Partial<CampaignAndNewsPage> = {}): CampaignAndNewsPage => ({
  id,
  title: id,
  headline: id,
  marketingTitle: id,
  shortDescription: '',
  longDescription: '',
  miniDescription: '',
  image: '',
  imageAlt: '',
  keyVisual: '',
  published: true,
  hidden: false,
  localizedUrlPath: {},
  teaserUrlOverride: null,
  category: 'campaign',
  seo: { title: id, description: '' },
  creationDate: '2026-01-01T00:00:00Z',
  publishingDate: '2026-06-01T00:00:00Z',
  depublishDate: null,
  marketingDate: '2026-06-01T00:00:00Z',
  ctaText: '',
  carFilterId: null,
  brand: 'kia',
  campaignSpecificData: {},
  ...patch,
});
const ids = (items: CampaignAndNewsPage[]) => items.map((i) => i.id);

describe('listedCampaignsAndNews (SPEC §7 campaign and news pages)', () => {
  it('leaves out hidden items, dealer landing pages and depublished items', () => {
    const items = [
      item('listed'),
      item('hidden', { hidden: true }),
      item('dealer-page', { campaignSpecificData: { dealerId: 1001 } }),
      item('dealer-flag', { campaignSpecificData: { isDealerLandingPage: true } }),
      item('depublished', { depublishDate: '2026-11-20T00:00:00Z' }),
      item('runs-on', { depublishDate: '2026-12-20T00:00:00Z' }),
    ];
    expect(ids(listedCampaignsAndNews(items, { now }))).toEqual(['listed', 'runs-on']);
  });

  it('sorts by publishingDate, newest first (ties by id)', () => {
    const items = [
      item('b-old', { publishingDate: '2026-01-01T00:00:00Z' }),
      item('b-new', { publishingDate: '2026-11-01T00:00:00Z' }),
      item('a-new', { publishingDate: '2026-11-01T00:00:00Z' }),
      item('mid', { publishingDate: '2026-05-01T00:00:00Z' }),
    ];
    expect(ids(listedCampaignsAndNews(items, { now }))).toEqual(['a-new', 'b-new', 'mid', 'b-old']);
  });

  it("filters by brand only when the brand asks for it, whatever the brand's case", () => {
    const items = [item('kia'), item('toyota', { brand: 'toyota' }), item('kia-upper', { brand: 'KIA' })];
    expect(ids(listedCampaignsAndNews(items, { now, brand: 'kia' }))).toEqual(['kia', 'kia-upper']);
    expect(ids(listedCampaignsAndNews(items, { now }))).toHaveLength(3);
  });

  it('shows unpublished and scheduled items only in the editing frame, hidden ones and dealer pages never', () => {
    const items = [
      item('draft', { published: false }),
      item('scheduled', { publishingDate: '2026-12-24T00:00:00Z' }),
      item('hidden', { hidden: true, published: false }),
      item('dealer', { published: false, campaignSpecificData: { dealerId: 7 } }),
      item('depublished', { depublishDate: '2026-11-01T00:00:00Z' }),
    ];
    expect(ids(listedCampaignsAndNews(items, { now }))).toEqual([]);
    expect(ids(listedCampaignsAndNews(items, { now, preview: true }))).toEqual(['scheduled', 'draft']);
  });

  it('knows a dealer landing page by its dealer or its flag', () => {
    expect(isDealerLandingPage(item('x', { campaignSpecificData: { dealerId: null } }))).toBe(false);
    expect(isDealerLandingPage(item('x', { campaignSpecificData: { dealerId: 3 } }))).toBe(true);
  });
});
