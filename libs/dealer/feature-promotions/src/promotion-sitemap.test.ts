// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { ApiContext } from '@carweb/api-http';
import { promotionFixture, promotionListFixture, testBrand, testDealer } from '@carweb/shared-testing';
import type { Locale } from '@carweb/shared-util-brand';
import { promotionSitemapUrls } from './promotion-sitemap';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const apiWith = (fetch: typeof globalThis.fetch) => (locale: Locale) =>
  ({
    locale,
    wholesaler: 'kia',
    country: 'ch',
    platform: 'partnerweb',
    backends: { dealer: 'http://dealer.test' },
    fetch,
  }) as unknown as ApiContext;
const dealer = testDealer({ slug: 'auto-zentrum-zuerich', locales: ['de', 'fr'], defaultLocale: 'de' });

describe('promotions in the sitemap', () => {
  it('lists the promotion list and each current promotion in the dealer’s languages, with hreflang', async () => {
    const promotions = [...promotionListFixture(), promotionFixture({ id: 'gone', slug: 'vorbei', validUntil: '2020-01-01' })];
    const fetch = vi.fn(async () => json(promotions));
    const urls = await promotionSitemapUrls(testBrand, 'https://kia.test', dealer, apiWith(fetch));
    // the dealer comes with the sitemap: one call, the promotions
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(urls.map((url) => url.loc)).toEqual([
      'https://kia.test/de/haendler/auto-zentrum-zuerich/aktionen',
      'https://kia.test/fr/concessionnaire/auto-zentrum-zuerich/actions',
      'https://kia.test/de/haendler/auto-zentrum-zuerich/aktionen/gratis-winterraeder',
      'https://kia.test/fr/concessionnaire/auto-zentrum-zuerich/actions/roues-hiver-offertes',
      'https://kia.test/de/haendler/auto-zentrum-zuerich/services/winter-check',
      'https://kia.test/fr/concessionnaire/auto-zentrum-zuerich/services/check-hiver',
      'https://kia.test/de/haendler/auto-zentrum-zuerich/aktionen/junge-occasionen-leasing',
      'https://kia.test/fr/concessionnaire/auto-zentrum-zuerich/actions/occasions-recentes-leasing',
    ]);
    expect(urls[2].alternates).toEqual([
      { hreflang: 'de-CH', href: 'https://kia.test/de/haendler/auto-zentrum-zuerich/aktionen/gratis-winterraeder' },
      { hreflang: 'fr-CH', href: 'https://kia.test/fr/concessionnaire/auto-zentrum-zuerich/actions/roues-hiver-offertes' },
      { hreflang: 'x-default', href: 'https://kia.test/de/haendler/auto-zentrum-zuerich/aktionen/gratis-winterraeder' },
    ]);
  });

  it('an outage rejects, so the sitemap leaves this dealer’s promotions out instead of listing a wrong set', async () => {
    const fetch = vi.fn(async () => json({ error: 'down' }, 503));
    await expect(promotionSitemapUrls(testBrand, 'https://kia.test', dealer, apiWith(fetch))).rejects.toThrow();
  });
});
