// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CampaignAndNewsPage } from '@carweb/api-contracts';
import { listedContentQuery } from '@carweb/content-data-access';
import type { PageLoaderArgs } from '@carweb/platform-routing';
import { loaderOutcome, pageLoaderArgs } from '@carweb/platform-routing/testing';
import { testBrand } from '@carweb/shared-testing';
import { loadCampaignList, loadNewsList } from './content-list-loader';
import { loadCampaignPage, loadNewsPage } from './content-page-loader';
import { campaignPageRoute } from './campaigns-routes';
import { contentEntry, storyItem, storyItems, storyPageBuilder } from './testing/campaign-fixtures';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    statusText: status === 200 ? 'OK' : 'Error',
    headers: { 'Content-Type': 'application/json' },
  });

type Rule = (url: URL) => Response | undefined;
/** The content service: each call answered by the first rule that answers it; unknown calls are 404. */
const backend = (...rules: Rule[]) =>
  vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    return rules.map((rule) => rule(url)).find(Boolean) ?? json({ message: 'not found' }, 404);
  });

/** The GraphQL list of a category (its root field), as a content service that sends what the listing rules leave out. */
const graphql =
  (field: 'campaigns' | 'news', items: CampaignAndNewsPage[] | number): Rule =>
  (url) => {
    if (!url.pathname.endsWith('/graphql') || !url.searchParams.get('query')?.includes(`${field}(`)) return undefined;
    return typeof items === 'number' ? json({}, items) : json({ data: { [field]: items } });
  };
/** The content listing by localized path: the entry whose path in the request's language it is. */
const byPath =
  (items: CampaignAndNewsPage[] | number): Rule =>
  (url) => {
    if (!/\/api\/v3\/content\/(campaign|news)$/.test(url.pathname)) return undefined;
    if (typeof items === 'number') return json({}, items);
    const key = url.searchParams.get('locale') ?? 'de-CH';
    const found = items.filter((item) => item.localizedUrlPath[key] === url.searchParams.get('urlPath'));
    return json({ results: found.map(contentEntry) });
  };
/** The page builder's page of an item, or a status. */
const builder =
  (status?: number): Rule =>
  (url) => {
    const id = /\/page-builder\/campaign-and-news-page\/(.+)$/.exec(url.pathname)?.[1];
    const item = [...storyItems('campaign'), ...storyItems('news')].find((i) => i.id === id);
    if (!id) return undefined;
    if (status || !item) return json({}, status ?? 404);
    return json(storyPageBuilder(item));
  };

const args = (path: string, fetch: typeof globalThis.fetch, preview = false): PageLoaderArgs =>
  pageLoaderArgs({
    path,
    fetch,
    brand: testBrand,
    backends: { content: 'http://content.test' },
    ...(preview ? { contentPreview: { key: 'preview-key' } } : {}),
  });

beforeEach(() => {
  // outages are logged; the tests look at the answer
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const past = '2026-01-01T00:00:00.000Z';
const stonic = storyItem('campaign-kia-leasing-stonic');
/** Sandbox-like campaigns: the listed ones, and a hidden one, a dealer's landing page, a depublished one and a draft. */
const campaigns = [
  ...storyItems('campaign'),
  { ...stonic, id: 'campaign-kia-trade-in-bonus', hidden: true },
  { ...stonic, id: 'campaign-kia-wallbox', campaignSpecificData: { dealerId: 100 } },
  { ...stonic, id: 'campaign-kia-free-winter-wheels', depublishDate: past },
  { ...stonic, id: 'campaign-kia-air-conditioning', published: false },
];

describe('the campaign and news lists (campaignAndNewsListPage)', () => {
  it('list what the listing rules leave: no hidden item, dealer landing page, depublished item or draft; newest first', async () => {
    const loaded = args('/de/aktionen', backend(graphql('campaigns', campaigns)));
    await expect(loadCampaignList(loaded)).resolves.toEqual({ category: 'campaign' });
    const listed = loaded.env.queryClient.getQueryData(listedContentQuery(loaded.api, testBrand, { category: 'campaign' }).queryKey);
    expect(listed?.map((item) => item.id)).toEqual([
      'campaign-kia-leasing-picanto',
      'campaign-kia-leasing-stonic',
      'campaign-kia-winter-check',
    ]);
  });

  it('news come from the news query', async () => {
    const loaded = args('/fr/news', backend(graphql('news', storyItems('news', 'fr'))));
    await expect(loadNewsList(loaded)).resolves.toEqual({ category: 'news' });
    const listed = loaded.env.queryClient.getQueryData(listedContentQuery(loaded.api, testBrand, { category: 'news' }).queryKey);
    expect(listed?.map((item) => item.title)).toEqual(['Journée portes ouvertes', 'Nouvelles bornes de recharge rapide']);
  });

  it('an outage answers 503; a content service that knows no list is an empty list', async () => {
    expect(await loaderOutcome(loadCampaignList(args('/de/aktionen', backend(graphql('campaigns', 503)))))).toBe('outage');
    const absent = args('/de/aktionen', backend(graphql('campaigns', 404)));
    await expect(loadCampaignList(absent)).resolves.toEqual({ category: 'campaign' });
    expect(absent.env.queryClient.getQueryData(listedContentQuery(absent.api, testBrand, { category: 'campaign' }).queryKey)).toEqual([]);
  });
});

describe("a campaign's or news item's page (builderContentPage)", () => {
  it('finds the entry by its localized path in the language, then its page-builder page', async () => {
    const fetch = backend(byPath(campaigns), builder());
    await expect(loadCampaignPage(args('/de/aktionen/leasing-stonic', fetch))).resolves.toEqual({
      model: 'campaign',
      path: '/aktionen/leasing-stonic',
      builder: true,
    });
    const calls = fetch.mock.calls.map(([url]) => decodeURIComponent(String(url)));
    expect(calls[0]).toContain('/api/v3/content/campaign?');
    expect(calls[0]).toContain('urlPath=/aktionen/leasing-stonic');
    expect(calls[1]).toContain('/page-builder/campaign-and-news-page/campaign-kia-leasing-stonic');
    const news = backend(byPath(storyItems('news', 'fr')), builder());
    await expect(loadNewsPage(args('/fr/news/journee-portes-ouvertes', news))).resolves.toMatchObject({ builder: true });
  });

  it("gives the language switch the item's slug in every language (the same campaign)", async () => {
    const loaded = args('/de/aktionen/winter-check', backend(byPath(campaigns), builder()));
    await loadCampaignPage(loaded);
    const slugs = campaignPageRoute.handle.localizedSlugSelector?.({
      queryClient: loaded.env.queryClient,
      params: { slug: 'winter-check' },
      locale: 'de',
    });
    expect(slugs).toMatchObject({ de: 'winter-check', fr: 'check-up-hiver' });
  });

  it('decodes the path: a slug with umlauts', async () => {
    const item = { ...stonic, localizedUrlPath: { ...stonic.localizedUrlPath, 'de-CH': '/aktionen/grüne-wochen' } };
    const loaded = loadCampaignPage(args('/de/aktionen/gr%C3%BCne-wochen', backend(byPath([item]), builder())));
    await expect(loaded).resolves.toMatchObject({ path: '/aktionen/grüne-wochen' });
  });

  it('an unknown path, a depublished item, a dealer landing page or a draft go to the not-found route', async () => {
    const page = (item: CampaignAndNewsPage) => loadCampaignPage(args('/de/aktionen/leasing-stonic', backend(byPath([item]), builder())));
    expect(await loaderOutcome(loadCampaignPage(args('/de/aktionen/gibt-es-nicht', backend(byPath(campaigns), builder()))))).toBe(
      '302 /de/haendler/404',
    );
    expect(await loaderOutcome(page({ ...stonic, depublishDate: past }))).toBe('302 /de/haendler/404');
    expect(await loaderOutcome(page({ ...stonic, campaignSpecificData: { dealerId: 100 } }))).toBe('302 /de/haendler/404');
    expect(await loaderOutcome(page({ ...stonic, campaignSpecificData: { isDealerLandingPage: true } }))).toBe('302 /de/haendler/404');
    expect(await loaderOutcome(page({ ...stonic, published: false }))).toBe('302 /de/haendler/404');
    expect(await loaderOutcome(page({ ...stonic, publishingDate: '2999-01-01T00:00:00.000Z' }))).toBe('302 /de/haendler/404');
  });

  it("a brand that lists only its own items shows no other brand's item", async () => {
    const opel = { ...stonic, brand: 'opel' };
    const own = args('/de/aktionen/leasing-stonic', backend(byPath([opel]), builder()));
    own.env.brand = { ...testBrand, contentBrandFilter: true };
    expect(await loaderOutcome(loadCampaignPage(own))).toBe('302 /de/haendler/404');
    await expect(loadCampaignPage(args('/de/aktionen/leasing-stonic', backend(byPath([opel]), builder())))).resolves.toMatchObject({
      builder: true,
    });
  });

  it('shows a hidden item (hidden only from the lists), and a draft in the editing frame', async () => {
    const fetch = (item: CampaignAndNewsPage) => backend(byPath([item]), builder());
    await expect(loadCampaignPage(args('/de/aktionen/leasing-stonic', fetch({ ...stonic, hidden: true })))).resolves.toMatchObject({
      builder: true,
    });
    const draft = args('/de/aktionen/leasing-stonic', fetch({ ...stonic, published: false }), true);
    await expect(loadCampaignPage(draft)).resolves.toMatchObject({ builder: true });
  });

  it('an outage of the entry or of its builder page answers 503', async () => {
    expect(await loaderOutcome(loadCampaignPage(args('/de/aktionen/leasing-stonic', backend(byPath(503)))))).toBe('outage');
    expect(await loaderOutcome(loadCampaignPage(args('/de/aktionen/leasing-stonic', backend(byPath(campaigns), builder(500)))))).toBe(
      'outage',
    );
  });

  it('without a builder page (404) the page shows the entry itself', async () => {
    const loaded = loadCampaignPage(args('/de/aktionen/leasing-stonic', backend(byPath(campaigns), builder(404))));
    await expect(loaded).resolves.toEqual({ model: 'campaign', path: '/aktionen/leasing-stonic', builder: false });
  });
});
