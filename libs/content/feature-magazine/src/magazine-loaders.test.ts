// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { loaderOutcome, pageLoaderArgs } from '@carweb/platform-routing/testing';
import { testBrand } from '@carweb/shared-testing';
import type { Locale } from '@carweb/shared-util-brand';
import { loadMagazineArticle } from './magazine-article-loader';
import { magazineListOf } from './magazine-list';
import { loadMagazineList } from './magazine-list-loader';
import { articlesOf, magazinePageQuery } from './magazine-queries';
import { magazineArticlesFixture, magazineCategoriesAnswer, magazineListingAnswer } from './testing/magazine-fixtures';

/** Answers that come before the fixture's: a status for the calls whose URL contains the part, or a body. */
type Answers = [urlPart: string, answer: number | ((url: URL) => unknown)][];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function contentFetch(answers: Answers = []) {
  return vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    const own = answers.find(([part]) => decodeURIComponent(url.href).includes(part));
    if (own) return typeof own[1] === 'number' ? json({ error: 'fixture' }, own[1]) : json(own[1](url));
    if (url.pathname.endsWith('/graphql')) return json(magazineCategoriesAnswer(url));
    if (url.pathname.endsWith('/api/v3/content/magazine-article')) return json(magazineListingAnswer(url));
    return json({ error: 'notFound' }, 404);
  });
}

function load(path: string, answers: Answers = [], locale: Locale = 'de') {
  const fetch = contentFetch(answers);
  const args = pageLoaderArgs({
    path,
    fetch,
    brand: testBrand,
    locale,
    params: { slug: path.split('/')[3] ?? '' },
    platform: 'corporate',
    backends: { content: 'http://content.test' },
  });
  const { api, env } = args;
  const { queryClient } = env;
  const listings = () =>
    fetch.mock.calls.map(([input]) => new URL(String(input))).filter((url) => url.pathname.endsWith('magazine-article'));
  const shown = (category: string | null, pages: number) =>
    Array.from({ length: pages }, (_, i) => articlesOf(queryClient.getQueryData(magazinePageQuery(api, category, i + 1).queryKey)));
  return { args, listings, shown };
}

describe('the magazine’s loader', () => {
  it('the first page: 7 articles, newest first, of all categories', async () => {
    const { args, listings, shown } = load('/de/magazin');
    await expect(loadMagazineList(args)).resolves.toEqual({ category: null, page: 1, categoryKnown: true });
    const [call] = listings();
    expect(Object.fromEntries(call.searchParams)).toMatchObject({ limit: '7', offset: '0', sort: '-dateTimestamp', locale: 'de-CH' });
    expect(call.searchParams.has('category')).toBe(false);
    expect(shown(null, 1)[0]).toHaveLength(7);
  });

  it('?page=2 loads pages 1 and 2 for the server: 14 articles', async () => {
    const { args, listings, shown } = load('/de/magazin?page=2');
    await expect(loadMagazineList(args)).resolves.toMatchObject({ page: 2 });
    expect(listings().map((url) => url.searchParams.get('offset'))).toEqual(['0', '7']);
    expect(shown(null, 2).flat()).toHaveLength(14);
  });

  it('a category: its articles only; after a short page (the end) no further page is asked for', async () => {
    const { args, listings, shown } = load('/de/magazin?category=e-mobility&page=5');
    await expect(loadMagazineList(args)).resolves.toEqual({ category: 'e-mobility', page: 5, categoryKnown: true });
    expect(listings().map((url) => url.searchParams.get('offset'))).toEqual(['0', '7']);
    expect(listings().every((url) => url.searchParams.get('category') === 'e-mobility')).toBe(true);
    expect(shown('e-mobility', 2).map((page) => page.length)).toEqual([7, 3]);
  });

  it('an article pushed onto page 2 by a newer one is shown once (dedup by id)', async () => {
    const shifted = (url: URL) => {
      const answer = magazineListingAnswer(url);
      const offset = Number(url.searchParams.get('offset'));
      return offset === 7
        ? { results: [magazineListingAnswer(new URL('http://x/?offset=6&limit=1')).results[0], ...answer.results.slice(0, 6)] }
        : answer;
    };
    const { args, shown } = load('/de/magazin?page=2', [['magazine-article', shifted]]);
    await loadMagazineList(args);
    const list = magazineListOf(null, shown(null, 2));
    expect(list.articles).toHaveLength(13);
    expect(new Set(list.articles.map((article) => article.id)).size).toBe(13);
  });

  it('an invalid or too large ?page= is the first page', async () => {
    for (const page of ['0', 'abc', '-1', '21', '2.5']) {
      const { args, listings } = load(`/de/magazin?page=${page}`);
      await expect(loadMagazineList(args)).resolves.toMatchObject({ page: 1 });
      expect(listings()).toHaveLength(1);
    }
  });

  it('an unknown category asks for no article: the page says so (status 200)', async () => {
    const { args, listings } = load('/de/magazin?category=nope&page=3');
    await expect(loadMagazineList(args)).resolves.toEqual({ category: 'nope', page: 3, categoryKnown: false });
    expect(listings()).toHaveLength(0);
  });

  it('an outage of the categories or of a page answers 503', async () => {
    expect(await loaderOutcome(loadMagazineList(load('/de/magazin', [['/graphql', 503]]).args))).toBe('outage');
    expect(await loaderOutcome(loadMagazineList(load('/de/magazin?page=2', [['offset=7', 500]]).args))).toBe('outage');
  });

  it('a listing the service does not have is no articles', async () => {
    const { args, listings } = load('/de/magazin?page=3', [['magazine-article', 404]]);
    await expect(loadMagazineList(args)).resolves.toMatchObject({ page: 3 });
    expect(listings()).toHaveLength(1);
  });
});

describe('the magazine article’s loader', () => {
  it('finds the article by its localized path in the page’s language and prefetches the newest and the categories', async () => {
    const { args, listings } = load('/fr/magazine/reichweite-im-winter-fr', [], 'fr');
    await expect(loadMagazineArticle(args)).resolves.toEqual({ urlPath: '/magazine/reichweite-im-winter-fr' });
    const [byPath, newest] = listings();
    expect(Object.fromEntries(byPath.searchParams)).toMatchObject({
      urlPath: '/magazine/reichweite-im-winter-fr',
      locale: 'fr-CH',
      limit: '1',
    });
    expect(newest.searchParams.get('limit')).toBe('7');
  });

  it('a trailing slash or an escaped path is the same article', async () => {
    await expect(loadMagazineArticle(load('/de/magazin/batterie/').args)).resolves.toEqual({ urlPath: '/magazin/batterie' });
    await expect(loadMagazineArticle(load('/de/magazin/%62atterie').args)).resolves.toEqual({ urlPath: '/magazin/batterie' });
  });

  it('a path no article has goes to the not-found route; an outage answers 503', async () => {
    expect(await loaderOutcome(loadMagazineArticle(load('/de/magazin/gibt-es-nicht').args))).toBe('302 /de/haendler/404');
    expect(await loaderOutcome(loadMagazineArticle(load('/de/magazin/%E0%A4%A').args))).toBe('302 /de/haendler/404');
    expect(await loaderOutcome(loadMagazineArticle(load('/de/magazin/batterie', [['urlPath=', 503]]).args))).toBe('outage');
  });

  it('the newest articles and the categories are optional: the article loads without them', async () => {
    const { args } = load('/de/magazin/batterie', [
      ['offset=0', 503],
      ['/graphql', 503],
    ]);
    await expect(loadMagazineArticle(args)).resolves.toEqual({ urlPath: '/magazin/batterie' });
  });

  it('the fixture has one hero article, the newest', () => {
    const articles = magazineArticlesFixture();
    expect(articles.filter((a) => a.isHeroArticle).map((a) => a.id)).toEqual([articles[0].id]);
  });
});
