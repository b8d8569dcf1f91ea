// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loaderOutcome } from '@carweb/platform-routing/testing';
import { coreFetch, electricCars, loaderArgs, type FixtureAnswers } from './category-pages.fixtures';
import { loadCategoryPage } from './category-page-loader';

const load = (answers: FixtureAnswers = [], options: Parameters<typeof loaderArgs>[1] = {}) => {
  const fetch = coreFetch(answers);
  const { args, queryClient } = loaderArgs(fetch, options);
  const urls = () => fetch.mock.calls.map(([url]) => decodeURIComponent(String(url)));
  return { result: loadCategoryPage(args), queryClient, urls };
};

describe('the category page loader (decision 0015 failure contract)', () => {
  it('loads the category page and prefetches its first vehicles, both on the corporate platform', async () => {
    const { result, urls } = load();
    await expect(result).resolves.toBeNull();
    expect(urls()[0]).toContain('/de/kia/ch/corporate/category-pages/elektroautos');
    expect(urls()[1]).toContain('/de/kia/ch/corporate/list');
    expect(urls()[1]).toContain('"fuel":["electric"]');
    expect(urls()[1]).toContain('"limit":6');
  });

  it('an unknown slug (404) goes to the not-found route', async () => {
    expect(await loaderOutcome(load([['/category-pages/', 404]], { slug: 'nope' }).result)).toBe('302 /de/haendler/404');
  });

  it('an outage of the category page answers 503 in the site frame', async () => {
    expect(await loaderOutcome(load([['/category-pages/', 503]]).result)).toBe('outage');
    expect(await loaderOutcome(load([['/category-pages/', { slug: 'broken' }]]).result)).toBe('outage');
  });

  it('the vehicles are optional: their outage leaves the page', async () => {
    const { result, queryClient } = load([['/list', 503]]);
    await expect(result).resolves.toBeNull();
    expect(queryClient.getQueriesData({ queryKey: ['core', 'list'] }).length).toBe(1);
  });

  it('prefetches the labels of the category’s codes (its chips), on the corporate platform', async () => {
    const { result, queryClient, urls } = load();
    await expect(result).resolves.toBeNull();
    const translate = urls().find((url) => url.includes('/vehicle-translation/translate'));
    expect(translate).toContain('/de/kia/ch/corporate/vehicle-translation/translate');
    expect(translate).toContain('configuration={"fuel":["electric"]}');
    expect(queryClient.getQueriesData({ queryKey: ['core', 'vehicle-translation'] })).toEqual([
      [['core', 'vehicle-translation', 'de', { fuel: ['electric'] }], { fuel: { electric: 'Elektro' } }],
    ]);
  });

  it('the labels are optional: their outage (or a broken answer) leaves the page, without labels, so without chips', async () => {
    for (const failure of [503, { translations: 'broken' }]) {
      const { result, queryClient } = load([['/vehicle-translation/translate', failure]]);
      await expect(result).resolves.toBeNull();
      const [query] = queryClient.getQueryCache().findAll({ queryKey: ['core', 'vehicle-translation'] });
      expect(query?.state.status).toBe('error');
      expect(query?.state.data).toBeUndefined();
    }
  });

  it('a category without codes asks for no labels (an empty configuration would be every code of every vocabulary)', async () => {
    const family = electricCars({ filter: { seatsfrom: 7 } });
    const { result, urls } = load([['/category-pages/elektroautos', family]]);
    await expect(result).resolves.toBeNull();
    expect(urls().some((url) => url.includes('/vehicle-translation/'))).toBe(false);
  });

  it('a slug of another language redirects permanently to the page’s slug in this language, keeping the query', async () => {
    // the core API finds a page by any language's slug and answers with the slug of the request's language
    const french = electricCars({ slug: 'voitures-electriques' });
    const { result } = load([['/category-pages/elektroautos', french]], { path: '/fr/categorie/elektroautos?utm_source=x', locale: 'fr' });
    expect(await loaderOutcome(result)).toBe('301 /fr/categorie/voitures-electriques?utm_source=x');
    const own = load([['/category-pages/voitures-electriques', french]], {
      path: '/fr/categorie/voitures-electriques',
      slug: 'voitures-electriques',
      locale: 'fr',
    });
    await expect(own.result).resolves.toBeNull();
  });
});
