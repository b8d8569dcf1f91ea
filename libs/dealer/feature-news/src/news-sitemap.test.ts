import { describe, expect, it } from 'vitest';
import { proxiedBackendAddresses, type ApiContext } from '@carweb/api-http';
import { newsListFixture, testBrand, testDealer } from '@carweb/shared-testing';
import { newsSitemapUrls } from './news-sitemap';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const dealer = testDealer({ locales: ['de', 'fr'], defaultLocale: 'de' });
const apiAnswering =
  (news: () => Response) =>
  (locale: 'de' | 'fr' | 'it' | 'en' | 'sl'): ApiContext => ({
    locale,
    wholesaler: 'kia',
    country: 'ch',
    platform: 'partnerweb',
    backends: proxiedBackendAddresses(),
    // the sitemap hands the dealer over: the only call is the news list
    fetch: async () => news(),
  });

describe('the news pages in the sitemap', () => {
  it('lists the news list and every item in each language, with its localized slug', async () => {
    const news = newsListFixture();
    const urls = await newsSitemapUrls(
      testBrand,
      'https://kia.test',
      dealer,
      apiAnswering(() => json(news)),
    );
    expect(urls.map((url) => url.loc)).toContain(`https://kia.test/fr/concessionnaire/${dealer.slug}/news`);
    const first = news[0];
    expect(urls.map((url) => url.loc)).toContain(
      `https://kia.test/de/haendler/${dealer.slug}/news/${encodeURIComponent(first?.slugLocalizations['de'] || first?.slug || '')}`,
    );
    expect(urls).toHaveLength((news.length + 1) * 2);
  });

  it('adds nothing when the dealer has no news, and rejects on an outage', async () => {
    expect(
      await newsSitemapUrls(
        testBrand,
        'https://kia.test',
        dealer,
        apiAnswering(() => json({ message: 'none' }, 404)),
      ),
    ).toEqual([]);
    await expect(
      newsSitemapUrls(
        testBrand,
        'https://kia.test',
        dealer,
        apiAnswering(() => json({}, 503)),
      ),
    ).rejects.toThrow();
  });
});
