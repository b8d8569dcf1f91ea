import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { servesPathOf } from '@carweb/platform-layout';
import { resolveSiteContentLink } from './content-link';

const routes: RouteObject[] = [
  {
    path: '/:lang',
    children: [
      { index: true },
      { path: 'haendlersuche' },
      { path: 'recherche-de-concessionnaires' },
      { path: 'auto-finden' },
      { path: 'offers/:slug' },
      { path: '*' },
    ],
  },
];
const serves = servesPathOf(routes);
const brand = { routeSegments: {} };
const resolve = (link: string, locale: 'de' | 'fr' | 'en' = 'de') => resolveSiteContentLink(link, brand, locale, serves);

describe('resolveSiteContentLink', () => {
  it("writes a site path in the page's language: the dealer search in the content's words", () => {
    expect(resolve('/dealer-search')).toEqual({ href: '/de/haendlersuche', external: false });
    expect(resolve('/dealer-search', 'fr')).toEqual({ href: '/fr/recherche-de-concessionnaires', external: false });
    expect(resolve('/de/auto-finden?model[]=EV9')).toEqual({ href: '/de/auto-finden?model[]=EV9', external: false });
  });

  it('takes the word of the page the site serves where a segment names several (aktionen: promotions and campaigns)', () => {
    expect(resolve('/aktionen/sommer', 'en')).toEqual({ href: '/en/offers/sommer', external: false });
  });

  it("leaves out what leads to no page of the site, keeps other sites' addresses and anchors", () => {
    expect(resolve('/gibt-es-nicht')).toBeUndefined();
    expect(resolve('contact')).toBeUndefined();
    expect(resolve('javascript:alert(1)')).toBeUndefined();
    expect(resolve('//evil.example/x')).toBeUndefined();
    expect(resolve('https://www.kia.ch')).toEqual({ href: 'https://www.kia.ch', external: true });
    expect(resolve('#form')).toEqual({ href: '#form', external: false });
    expect(resolve('/')).toEqual({ href: '/de', external: false });
  });
});
