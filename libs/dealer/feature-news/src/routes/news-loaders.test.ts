// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dealerBySlugQuery } from '@carweb/api-dealer';
import { isOutageResponse, type PageLoaderArgs } from '@carweb/platform-routing';
import { pageLoaderArgs } from '@carweb/platform-routing/testing';
import { newsItemFixture, newsListFixture, pageBuilderFixture, testBrand, testDealer } from '@carweb/shared-testing';
import { loadNewsDetail, loadNewsList } from './news-loaders';
import { newsSlugSelector } from './news-routes';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    statusText: status === 200 ? 'OK' : 'Error',
    headers: { 'Content-Type': 'application/json' },
  });

type Answer = Response | (() => Response);
/** The backend: each call answered by the first rule whose URL part matches; unknown calls are 404. */
function backend(rules: Record<string, Answer>) {
  return vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const rule = Object.entries(rules).find(([part]) => url.includes(part));
    if (!rule) return json({ error: 'notFound' }, 404);
    return typeof rule[1] === 'function' ? rule[1]() : rule[1].clone();
  });
}

beforeEach(() => {
  // outages are logged; the tests look at the answer
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

function args(path: string, fetch: typeof globalThis.fetch, slug?: string): PageLoaderArgs {
  return pageLoaderArgs({
    path,
    fetch,
    brand: testBrand,
    params: slug ? { slug } : {},
    backends: { dealer: 'http://dealer.test', content: 'http://content.test' },
    dealer: 'auto-zentrum-zuerich',
    // the dealer route's dealer (decision 0028): the backend's answer to the same query
    dealerQuery: dealerBySlugQuery,
  });
}

/** What a loader threw: a redirect's status and target, or whether it was the outage answer. */
async function thrown(run: Promise<unknown>) {
  const error = await run.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (error instanceof Response) return { status: error.status, location: error.headers.get('Location') };
  return { outage: isOutageResponse(error) };
}

const HOME = '/de/haendler/auto-zentrum-zuerich';
const dealer = json(testDealer());

describe('news list loader (SPEC §2, decision 0015)', () => {
  it('loads the news', async () => {
    const fetch = backend({ '/dealer-slug/': dealer, '/dealer/news': json(newsListFixture()) });
    const loaderArgs = args(`${HOME}/news`, fetch);
    expect(await loadNewsList(loaderArgs)).toEqual({ dealerId: 100 });
    expect(loaderArgs.env.queryClient.getQueryData(['dealer', 'news', 'de', 100])).toHaveLength(2);
  });

  it('shows an empty list as a page (no news is not an absence)', async () => {
    const fetch = backend({ '/dealer-slug/': dealer, '/dealer/news': json([]) });
    expect(await loadNewsList(args(`${HOME}/news`, fetch))).toEqual({ dealerId: 100 });
  });

  it('redirects (302) to the dealer home when the dealer service does not know the news (404)', async () => {
    const fetch = backend({ '/dealer-slug/': dealer, '/dealer/news': json({ error: 'notFound' }, 404) });
    expect(await thrown(loadNewsList(args(`${HOME}/news`, fetch)))).toEqual({ status: 302, location: HOME });
  });

  it.each([
    ['a 500', () => json({ error: 'down' }, 500)],
    ['a malformed body', () => json({ news: 'none' })],
  ])('answers an outage (%s) with the 503, never a redirect', async (_case, answer) => {
    const fetch = backend({ '/dealer-slug/': dealer, '/dealer/news': answer });
    expect(await thrown(loadNewsList(args(`${HOME}/news`, fetch)))).toEqual({ outage: true });
  });
});

describe('news detail loader (SPEC §2, decision 0015)', () => {
  const path = `${HOME}/news/tag-der-offenen-tuer`;

  it('loads the item with its page-builder content when it is builder content', async () => {
    const builder = pageBuilderFixture('campaign-and-news-page', 'campaign-page-100-open-day');
    const fetch = backend({
      '/dealer-slug/': dealer,
      '/dealer/news/tag-der-offenen-tuer': json(
        newsItemFixture({ isBuilderIoContent: true, builderIoPageId: 'campaign-page-100-open-day' }),
      ),
      '/page-builder/campaign-and-news-page/campaign-page-100-open-day': json(builder),
      '/dealer/news': json(newsListFixture()),
    });
    const loaderArgs = args(path, fetch, 'tag-der-offenen-tuer');
    expect(await loadNewsDetail(loaderArgs)).toEqual({ dealerId: 100, slug: 'tag-der-offenen-tuer' });
    const key = ['content', 'page-builder', 'de', 'campaign-and-news-page', 'campaign-page-100-open-day'];
    expect(loaderArgs.env.queryClient.getQueryData(key)).toEqual(builder);
  });

  it('asks for no page-builder content when the item is not builder content', async () => {
    const fetch = backend({ '/dealer-slug/': dealer, '/dealer/news/': json(newsItemFixture()) });
    await loadNewsDetail(args(path, fetch, 'tag-der-offenen-tuer'));
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/page-builder/'))).toBe(false);
  });

  it.each([404, 410])('redirects (302) an unknown news item (%i) to the dealer home', async (status) => {
    const fetch = backend({ '/dealer-slug/': dealer, '/dealer/news/': json({ error: 'News not found' }, status) });
    expect(await thrown(loadNewsDetail(args(`${HOME}/news/gibt-es-nicht`, fetch, 'gibt-es-nicht')))).toEqual({
      status: 302,
      location: HOME,
    });
  });

  it('answers an outage of the news item with the 503', async () => {
    const fetch = backend({ '/dealer-slug/': dealer, '/dealer/news/': () => json({ error: 'down' }, 503) });
    expect(await thrown(loadNewsDetail(args(path, fetch, 'tag-der-offenen-tuer')))).toEqual({ outage: true });
  });

  it('renders the item without its page-builder content when that fails', async () => {
    const fetch = backend({
      '/dealer-slug/': dealer,
      '/dealer/news/tag-der-offenen-tuer': json(
        newsItemFixture({ isBuilderIoContent: true, builderIoPageId: 'campaign-page-100-open-day' }),
      ),
      '/page-builder/': () => json({ error: 'down' }, 500),
    });
    expect(await loadNewsDetail(args(path, fetch, 'tag-der-offenen-tuer'))).toEqual({
      dealerId: 100,
      slug: 'tag-der-offenen-tuer',
    });
  });

  it('redirects (301) a slug of another language to the item in the page language', async () => {
    const fetch = backend({ '/dealer-slug/': dealer, '/dealer/news/journee-portes-ouvertes': json(newsItemFixture()) });
    expect(await thrown(loadNewsDetail(args(`${HOME}/news/journee-portes-ouvertes`, fetch, 'journee-portes-ouvertes')))).toEqual({
      status: 301,
      location: path,
    });
  });

  it('gives the language switch the news slug of every language', async () => {
    const fetch = backend({ '/dealer-slug/': dealer, '/dealer/news/': json(newsItemFixture()) });
    const loaderArgs = args(path, fetch, 'tag-der-offenen-tuer');
    await loadNewsDetail(loaderArgs);
    const slugs = newsSlugSelector({ queryClient: loaderArgs.env.queryClient, params: { slug: 'tag-der-offenen-tuer' }, locale: 'de' });
    expect(slugs).toMatchObject({ fr: 'journee-portes-ouvertes', it: 'giornata-porte-aperte' });
  });
});
