// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { Dealer } from '@carweb/api-contracts';
import type { ApiContext } from '@carweb/api-http';
import { testBrand } from '@carweb/shared-testing';
import type { Locale } from '@carweb/shared-util-brand';
import { aboutUsSitemapUrls } from './about-us-sitemap';
import { aboutUsDealer, aboutUsFetch, type FixtureAnswers } from './testing/about-us.fixtures';

const apiWith = (fetch: typeof globalThis.fetch) => (locale: Locale) =>
  ({
    locale,
    wholesaler: 'kia',
    country: 'ch',
    platform: 'partnerweb',
    backends: { dealer: 'http://dealer.test' },
    fetch,
  }) as unknown as ApiContext;
const TWO_LANGUAGES = aboutUsDealer({ locales: ['de', 'fr'] });
/** The sitemap hands the dealer over as the dealer service answered it: the source never loads it again. */
const locs = async (dealer: Dealer, answers: FixtureAnswers) =>
  (await aboutUsSitemapUrls(testBrand, 'https://kia.test', dealer, apiWith(vi.fn(aboutUsFetch(answers))))).map((url) => url.loc);

describe('about us, our brands and the locations in the sitemap', () => {
  it("lists every page of the dealer's that exists, in its languages, with hreflang alternates", async () => {
    const urls = await aboutUsSitemapUrls(
      testBrand,
      'https://kia.test',
      TWO_LANGUAGES,
      apiWith(vi.fn(aboutUsFetch([['/about-us/102', 404]]))),
    );
    expect(urls.map((url) => url.loc)).toEqual([
      'https://kia.test/de/haendler/auto-zentrum-zuerich/ueber-uns',
      'https://kia.test/fr/concessionnaire/auto-zentrum-zuerich/a-propos-de-nous',
      'https://kia.test/de/haendler/auto-zentrum-zuerich/ueber-uns/markenseiten',
      'https://kia.test/fr/concessionnaire/auto-zentrum-zuerich/a-propos-de-nous/pages-de-marques',
      'https://kia.test/de/haendler/auto-zentrum-zuerich/standorte',
      'https://kia.test/fr/concessionnaire/auto-zentrum-zuerich/lieux',
      'https://kia.test/de/haendler/auto-zentrum-zuerich/standorte/auto-zentrum-zuerich-oerlikon',
      'https://kia.test/fr/concessionnaire/auto-zentrum-zuerich/lieux/auto-zentrum-zuerich-oerlikon',
      'https://kia.test/de/haendler/auto-zentrum-zuerich/standorte/auto-zentrum-zuerich-oerlikon/ueber-uns',
      'https://kia.test/fr/concessionnaire/auto-zentrum-zuerich/lieux/auto-zentrum-zuerich-oerlikon/a-propos-de-nous',
      // Dietikon has no about us of its own
      'https://kia.test/de/haendler/auto-zentrum-zuerich/standorte/auto-zentrum-zuerich-dietikon',
      'https://kia.test/fr/concessionnaire/auto-zentrum-zuerich/lieux/auto-zentrum-zuerich-dietikon',
    ]);
    expect(urls[4].alternates).toEqual([
      { hreflang: 'de-CH', href: 'https://kia.test/de/haendler/auto-zentrum-zuerich/standorte' },
      { hreflang: 'fr-CH', href: 'https://kia.test/fr/concessionnaire/auto-zentrum-zuerich/lieux' },
      { hreflang: 'x-default', href: 'https://kia.test/de/haendler/auto-zentrum-zuerich/standorte' },
    ]);
  });

  it('a dealer without about us, brand pages or sub-dealers adds nothing', async () => {
    const single = aboutUsDealer({ locales: ['de', 'fr'], brandsPages: [], subDealers: [] });
    expect(await locs(single, [['/about-us', 404]])).toEqual([]);
  });

  it('an outage rejects (the sitemap leaves out this dealer’s extra pages), never a page that may not exist', async () => {
    await expect(locs(TWO_LANGUAGES, [['/about-us/101', 503]])).rejects.toThrow();
  });
});
