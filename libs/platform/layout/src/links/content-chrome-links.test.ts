import type * as ReactRouter from 'react-router-dom';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { INDEX_FOLLOW, type DealerBase } from '@carweb/platform-routing';
import { testBrand } from '@carweb/shared-testing';
import { resolveChromeLink, servesPathOf } from './content-chrome-links';

vi.mock('react-router-dom', async (importOriginal) => {
  const actual = await importOriginal<typeof ReactRouter>();
  return { ...actual, matchRoutes: vi.fn(actual.matchRoutes) };
});

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

describe('resolveChromeLink on a site page (no dealer)', () => {
  const site = { brand: testBrand, locale: 'fr' as const };
  const sitePages = new Set([
    '/fr/recherche-de-concessionnaires',
    '/fr/trouver-un-vehicule',
    '/fr/marche-automobile',
    '/fr/actions',
    '/fr/magazine',
    '/fr/emplois',
    '/fr/categorie/voitures-electriques',
    '/fr/contact',
    // a dealer page: a site page's link never goes below a dealer
    `${DEALER}/a-propos-de-nous`,
  ]);
  const servesSite = (path: string) => sitePages.has(path);

  it("a site path in any language's words becomes the site page in the page language, query kept", () => {
    expect(resolveChromeLink('/fr/trouver-un-vehicule?cond[]=new', site, servesSite)).toEqual({
      href: '/fr/trouver-un-vehicule?cond[]=new',
      external: false,
    });
    expect(resolveChromeLink('/de/fahrzeugmarkt', site, servesSite)?.href).toBe('/fr/marche-automobile');
    expect(resolveChromeLink('/jobs', site, servesSite)?.href).toBe('/fr/emplois');
    expect(resolveChromeLink('/en/vehicle-market', site, servesSite)?.href).toBe('/fr/marche-automobile');
    expect(resolveChromeLink('/dealer-search', site, servesSite)?.href).toBe('/fr/recherche-de-concessionnaires');
    expect(resolveChromeLink('/fr/categorie/voitures-electriques', site, servesSite)?.href).toBe('/fr/categorie/voitures-electriques');
  });

  it('a word two pages share leads to the one the site has (de "aktionen": the dealer\'s promotions, the site\'s campaigns)', () => {
    expect(resolveChromeLink('/de/aktionen', site, servesSite)?.href).toBe('/fr/actions');
    expect(resolveChromeLink('/en/offers', site, servesSite)?.href).toBe('/fr/actions');
  });

  it('a page the site does not have is left out, also when a dealer has it', () => {
    for (const url of ['/fr/about-us', '/about-us', '/fr/service', '/fr/test-drive', '/fr/inconnu', '/fr', '/'])
      expect(resolveChromeLink(url, site, servesSite)).toBeUndefined();
  });

  it('keeps external, mail and phone links; drops protocol-relative addresses, scripts and anchors', () => {
    expect(resolveChromeLink('https://www.kia.ch/fr/protection', site, servesSite)).toEqual({
      href: 'https://www.kia.ch/fr/protection',
      external: true,
    });
    expect(resolveChromeLink('mailto:info@kia.ch', site, servesSite)).toEqual({ href: 'mailto:info@kia.ch', external: false });
    expect(resolveChromeLink(' tel:+41440000000 ', site, servesSite)).toEqual({ href: 'tel:+41440000000', external: false });
    for (const url of ['//evil.example/fr/actions', 'javascript:alert(1)', 'JavaScript:alert(1)', '#cookie-settings', 'data:text/html,x'])
      expect(resolveChromeLink(url, site, servesSite)).toBeUndefined();
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

  it('matches each path once per route table, for every render that asks (the whole tree is ranked on each match)', () => {
    const routes = [{ path: '/fr', children: [{ path: 'magazine', handle: handle('builderContentPage') }] }];
    vi.mocked(matchRoutes).mockClear();
    expect(servesPathOf(routes)('/fr/magazine')).toBe(true);
    expect(servesPathOf(routes)('/fr/magazine')).toBe(true);
    expect(servesPathOf(routes)('/fr/autre')).toBe(false);
    expect(servesPathOf(routes)('/fr/autre')).toBe(false);
    expect(matchRoutes).toHaveBeenCalledTimes(2);
    // another table has answers of its own
    expect(servesPathOf([{ path: '/fr/autre', handle: handle('builderContentPage') }])('/fr/autre')).toBe(true);
  });
});
