import { describe, expect, it, vi } from 'vitest';
import { autoDealerJsonLd, jsonForScript } from './auto-dealer-json-ld';
import type { ApiContext } from '@carweb/api-http';
import { boundedUrls, buildSitemap, cachedFor, dealerSitemapUrls, robotsTxt, sitemapXml, type DealerSitemapSource } from './seo-files';
import { testBrand, testDealer } from '@carweb/shared-testing';

const ORIGIN = 'https://kia.example';

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt allows the site, not the API proxy, and names the sitemap', () => {
    expect(robotsTxt(ORIGIN)).toBe('User-agent: *\nAllow: /\nDisallow: /api/\nSitemap: https://kia.example/sitemap.xml\n');
  });

  it('lists a dealer home in each of its languages with all alternates and x-default', () => {
    const urls = dealerSitemapUrls(testBrand, ORIGIN, testDealer());
    expect(urls.map((url) => url.loc)).toEqual([
      'https://kia.example/de/haendler/auto-zentrum-zuerich',
      'https://kia.example/fr/concessionnaire/auto-zentrum-zuerich',
      'https://kia.example/it/concessionario/auto-zentrum-zuerich',
    ]);
    expect(urls[1].alternates.map((a) => a.hreflang)).toEqual(['de-CH', 'fr-CH', 'it-CH', 'x-default']);
    expect(urls[1].alternates.at(-1)?.href).toBe('https://kia.example/de/haendler/auto-zentrum-zuerich');
  });

  it('a one-language dealer has no language prefix', () => {
    const urls = dealerSitemapUrls(testBrand, ORIGIN, { slug: 'garage-lugano', locales: ['it'], defaultLocale: 'it' });
    expect(urls).toEqual([
      {
        loc: 'https://kia.example/concessionario/garage-lugano',
        alternates: [
          { hreflang: 'it-CH', href: 'https://kia.example/concessionario/garage-lugano' },
          { hreflang: 'x-default', href: 'https://kia.example/concessionario/garage-lugano' },
        ],
      },
    ]);
  });

  it('writes valid, escaped sitemap XML', () => {
    const body = sitemapXml([{ loc: 'https://x.example/a?b=1&c=2', alternates: [{ hreflang: 'de-CH', href: 'https://x.example/a' }] }]);
    expect(body).toContain('<loc>https://x.example/a?b=1&amp;c=2</loc>');
    expect(body).toContain('<xhtml:link rel="alternate" hreflang="de-CH" href="https://x.example/a"/>');
    expect(body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it('adds the pages of the registered sources per dealer, after the dealer pages; a failing source is left out', async () => {
    const azz = testDealer();
    const lugano = { ...testDealer(), dealerId: 200, slug: 'garage-lugano', locales: ['it' as const], defaultLocale: 'it' as const };
    const minimal = (d: typeof azz) => ({
      dealerId: d.dealerId,
      slug: d.slug,
      name: d.name,
      street: d.street,
      zip: d.zip,
      city: d.city,
      phone: d.phone,
      latitude: d.latitude,
      longitude: d.longitude,
      type: d.type,
      defaultLocale: d.defaultLocale,
    });
    const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    const fetch = vi.fn(async (url: RequestInfo | URL) => {
      const path = String(url);
      if (path.includes('dealer-list/min')) return json([minimal(azz), minimal(lugano)]);
      return json(path.includes('garage-lugano') ? lugano : azz);
    });
    const api = (locale: 'de' | 'fr' | 'it' | 'en' | 'sl') =>
      ({
        locale,
        wholesaler: 'kia',
        country: 'ch',
        platform: 'partnerweb',
        backends: { dealer: 'http://dealer.test' },
        fetch,
      }) as unknown as ApiContext;
    const vehicles: DealerSitemapSource = async (_brand, origin, dealer) => {
      if (dealer.slug === 'garage-lugano') throw new Error('core down');
      return [{ loc: `${origin}/de/haendler/${dealer.slug}/auto-finden/kia-ev6-100001`, alternates: [] }];
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const locs = [...(await buildSitemap(testBrand, ORIGIN, api, [vehicles])).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs.slice(-2)).toEqual([
      'https://kia.example/concessionario/garage-lugano',
      'https://kia.example/de/haendler/auto-zentrum-zuerich/auto-finden/kia-ev6-100001',
    ]);
    expect(locs).toContain('https://kia.example/de/haendler/auto-zentrum-zuerich');
    expect(warn).toHaveBeenCalledWith('sitemap.xml: extra pages of a dealer left out', { dealer: 'garage-lugano', err: expect.any(Error) });
    warn.mockRestore();
  });

  it('asks a site source once for the site’s own pages, after the dealer search; a failing one is left out', async () => {
    const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    const dealer = testDealer();
    const fetch = vi.fn(async (url: RequestInfo | URL) =>
      json(String(url).includes('dealer-list/min') ? [{ ...dealer, type: dealer.type, defaultLocale: dealer.defaultLocale }] : dealer),
    );
    const api = () => ({ locale: 'de', wholesaler: 'kia', backends: { dealer: 'http://dealer.test' }, fetch }) as unknown as ApiContext;
    const models = { site: vi.fn(async (_brand: unknown, origin: string) => [{ loc: `${origin}/de/modelle`, alternates: [] }]) };
    const failing = { site: async () => Promise.reject(new Error('model service down')) };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const locs = [...(await buildSitemap(testBrand, ORIGIN, api, [models, failing])).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(models.site).toHaveBeenCalledOnce();
    expect(locs.filter((loc) => loc === 'https://kia.example/de/modelle')).toHaveLength(1);
    expect(locs.indexOf('https://kia.example/de/modelle')).toBe(testBrand.locales.length);
    expect(warn).toHaveBeenCalledWith('sitemap.xml: site pages of a source left out', { err: expect.any(Error) });
    warn.mockRestore();
  });

  it('stays within the protocol limit of 50,000 URLs per file', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const urls = Array.from({ length: 5 }, (_, i) => ({ loc: `${ORIGIN}/${i}`, alternates: [] }));
    expect(boundedUrls(urls, 5)).toHaveLength(5);
    expect(boundedUrls(urls, 3).map((url) => url.loc)).toEqual([`${ORIGIN}/0`, `${ORIGIN}/1`, `${ORIGIN}/2`]);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('keeps a built file for the cache time, then rebuilds; a failure is not kept', async () => {
    let now = 0;
    const build = vi.fn(async (key: string) => `${key}:${now}`);
    const get = cachedFor(3_600_000, build, () => now);
    expect(await get('a')).toBe('a:0');
    now = 3_599_999;
    expect(await get('a')).toBe('a:0');
    now = 3_600_000;
    expect(await get('a')).toBe('a:3600000');
    const failing = cachedFor(1000, vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue('ok'), () => 0);
    await expect(failing('x')).rejects.toThrow('down');
    expect(await failing('x')).toBe('ok');
  });
});

describe('AutoDealer JSON-LD', () => {
  it('describes the dealer with address, contact, hours, rating and social profiles', () => {
    const data = autoDealerJsonLd(testDealer(), `${ORIGIN}/de/haendler/auto-zentrum-zuerich`, ORIGIN, 'Kia');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'AutoDealer',
      name: 'Auto Zentrum Zürich AG',
      telephone: '+41 44 123 45 67',
      image: 'https://kia.example/api/core/media/dealers/100.svg',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Badenerstrasse 500',
        postalCode: '8048',
        addressLocality: 'Zürich',
        addressCountry: 'CH',
      },
      openingHoursSpecification: [{ dayOfWeek: 'https://schema.org/Monday', opens: '07:30', closes: '18:00' }],
      aggregateRating: { ratingValue: 4.7, reviewCount: 318 },
      sameAs: ['https://www.facebook.com/autozentrumzuerich', 'https://www.youtube.com/@autozentrumzuerich'],
    });
  });

  it('cannot close its script element', () => {
    expect(jsonForScript({ name: '</script><script>x' })).not.toContain('</script>');
  });
});
