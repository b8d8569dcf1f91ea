import { describe, expect, it } from 'vitest';
import { INDEX_FOLLOW, type DealerBase } from '@carweb/platform-routing';
import { testBrand } from '@carweb/shared-testing';
import { resolveChromeLink, servesPathOf } from './content-chrome-links';

const base: DealerBase = { brand: testBrand, locale: 'fr', dealerSlug: 'garage-x', includeLocale: true };
const DEALER = '/fr/concessionnaire/garage-x';
const served = new Set([
  DEALER,
  `${DEALER}/trouver-un-vehicule`,
  `${DEALER}/a-propos-de-nous`,
  `${DEALER}/service`,
  '/fr/recherche-de-concessionnaires',
]);
const serves = (path: string) => served.has(path);

describe('resolveChromeLink', () => {
  it('keeps external, mail and phone links', () => {
    expect(resolveChromeLink('https://www.multilease.ch/fr', base, serves)).toEqual({
      href: 'https://www.multilease.ch/fr',
      external: true,
    });
    expect(resolveChromeLink('mailto:info@multilease.ch', base, serves)).toEqual({ href: 'mailto:info@multilease.ch', external: false });
    expect(resolveChromeLink('tel:+41440000000', base, serves)).toEqual({ href: 'tel:+41440000000', external: false });
  });

  it("a site path in the content's words leads to the dealer's page in the page language, query kept", () => {
    expect(resolveChromeLink('/fr/trouver-un-vehicule?cond[]=new', base, serves)?.href).toBe(`${DEALER}/trouver-un-vehicule?cond[]=new`);
    expect(resolveChromeLink('/de/auto-finden', base, serves)?.href).toBe(`${DEALER}/trouver-un-vehicule`);
    expect(resolveChromeLink('/fr/about-us', base, serves)?.href).toBe(`${DEALER}/a-propos-de-nous`);
    expect(resolveChromeLink('/fr', base, serves)?.href).toBe(DEALER);
  });

  it('a page only the site has is the site page', () => {
    expect(resolveChromeLink('/dealer-search', base, serves)).toEqual({ href: '/fr/recherche-de-concessionnaires', external: false });
  });

  it('leaves out what leads to no page: unknown paths, anchors, scripts, protocol-relative addresses', () => {
    for (const url of ['/fr/jobs', '/fr/models', '#cookie-settings', 'javascript:alert(1)', '//evil.example/x', 'offers', ''])
      expect(resolveChromeLink(url, base, serves)).toBeUndefined();
  });
});

describe('servesPathOf', () => {
  const handle = (pageType: string) => ({ pageType, locale: 'fr', robots: INDEX_FOLLOW });
  const serves = servesPathOf([
    {
      path: '/fr',
      handle: handle('notFoundPage'),
      children: [
        { path: 'news', handle: handle('newsListPage') },
        { path: '*', handle: handle('notFoundPage') },
      ],
    },
  ]);

  it('a page route serves, the catch-all and not-found pages do not', () => {
    expect(serves('/fr/news')).toBe(true);
    expect(serves('/fr/jobs')).toBe(false);
    expect(serves('/fr')).toBe(false);
    expect(serves('/de/news')).toBe(false);
  });
});
