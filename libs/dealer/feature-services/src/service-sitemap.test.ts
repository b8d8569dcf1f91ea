import { describe, expect, it } from 'vitest';
import { proxiedBackendAddresses, type ApiContext } from '@carweb/api-http';
import { serviceListFixture, testBrand, testDealer } from '@carweb/shared-testing';
import { serviceSitemapUrls } from './service-sitemap';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const dealer = testDealer({ locales: ['de', 'fr'], defaultLocale: 'de' });
const apiAnswering =
  (services: () => Response) =>
  (locale: 'de' | 'fr' | 'it' | 'en' | 'sl'): ApiContext => ({
    locale,
    wholesaler: 'kia',
    country: 'ch',
    platform: 'partnerweb',
    backends: proxiedBackendAddresses(),
    // the sitemap hands the dealer over: the only call is the service list
    fetch: async () => services(),
  });

describe('the service pages in the sitemap', () => {
  it('lists the service list and every service in each language, with its localized slug', async () => {
    const services = serviceListFixture();
    const urls = await serviceSitemapUrls(
      testBrand,
      'https://kia.test',
      dealer,
      apiAnswering(() => json(services)),
    );
    const first = services[0];
    expect(urls.map((url) => url.loc)).toContain(`https://kia.test/de/haendler/${dealer.slug}/service`);
    expect(urls.map((url) => url.loc)).toContain(
      `https://kia.test/fr/concessionnaire/${dealer.slug}/service/${encodeURIComponent(first?.slugLocalizations['fr'] || first?.slug || '')}`,
    );
    expect(urls).toHaveLength((services.length + 1) * 2);
  });

  it('adds nothing for a dealer without services, and rejects on an outage', async () => {
    expect(
      await serviceSitemapUrls(
        testBrand,
        'https://kia.test',
        dealer,
        apiAnswering(() => json({ message: 'none' }, 404)),
      ),
    ).toEqual([]);
    await expect(
      serviceSitemapUrls(
        testBrand,
        'https://kia.test',
        dealer,
        apiAnswering(() => json({}, 503)),
      ),
    ).rejects.toThrow();
  });
});
