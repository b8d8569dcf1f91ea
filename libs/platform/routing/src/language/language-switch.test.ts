import { describe, expect, it } from 'vitest';
import { INDEX_FOLLOW, NO_INDEX_NO_FOLLOW, type RouteHandle } from '../route-handle';
import { testBrand } from '@carweb/shared-testing';
import { fillSubPath, languageSwitchUrl } from './language-switch';

const handle = (extra: Partial<RouteHandle>): RouteHandle => ({
  pageType: 'homepagePartnerWeb',
  locale: 'de',
  robots: INDEX_FOLLOW,
  trackingGroup: 'homepage',
  area: 'dealer',
  ...extra,
});
const dealer = { dealerSlug: 'auto-zentrum', includeLocale: true };
const args = { brand: testBrand, params: { dealerSlug: 'auto-zentrum' }, search: '', dealer };

describe('language switching (SPEC §2)', () => {
  it.each([
    ['dealer home', handle({}), 'fr', '/fr/concessionnaire/auto-zentrum'],
    ['localized segment', handle({ routeKey: 'aboutUs' }), 'it', '/it/concessionario/auto-zentrum/chi-siamo'],
    ['segment and id', handle({ routeKey: 'testDrive', subPath: ':id' }), 'fr', '/fr/concessionnaire/auto-zentrum/essai-sur-route/7'],
    [
      'localized further path',
      handle({ routeKey: 'locations', subPath: ':id/{aboutUs}' }),
      'fr',
      '/fr/concessionnaire/auto-zentrum/lieux/7/a-propos-de-nous',
    ],
    ['site page', handle({ area: 'site', routeKey: 'dealerSearch' }), 'it', '/it/ricerca-concessionari'],
    ['root page (not localized)', handle({ area: 'root', routeKey: 'news' }), 'fr', '/news'],
    [
      'dealer 404 → the dealer home',
      handle({ pageType: 'notFoundPage', robots: NO_INDEX_NO_FOLLOW }),
      'fr',
      '/fr/concessionnaire/auto-zentrum',
    ],
    ['site 404 → the not-found route', handle({ pageType: 'notFoundPage', area: 'site' }), 'fr', '/fr/concessionnaire/404'],
  ] as const)('%s', (_label, h, targetLocale, expected) => {
    expect(languageSwitchUrl({ ...args, params: { ...args.params, id: '7' }, handle: h, targetLocale })).toBe(expected);
  });

  it('keeps the query string', () => {
    expect(languageSwitchUrl({ ...args, handle: handle({ routeKey: 'models' }), targetLocale: 'fr', search: '?a=1' })).toBe(
      '/fr/concessionnaire/auto-zentrum/modèles?a=1',
    );
  });

  it("uses the slug of the target language from the page's localized slug data", () => {
    const detail = handle({ routeKey: 'promotions', subPath: ':slug' });
    const localizedSlugs = { de: 'winteraktion', fr: 'action-hiver' };
    const params = { ...args.params, slug: 'winteraktion' };
    expect(languageSwitchUrl({ ...args, params, handle: detail, targetLocale: 'fr', localizedSlugs })).toBe(
      '/fr/concessionnaire/auto-zentrum/actions/action-hiver',
    );
    expect(languageSwitchUrl({ ...args, params, handle: detail, targetLocale: 'it', localizedSlugs })).toBe(
      '/it/concessionario/auto-zentrum/promozioni/winteraktion',
    );
  });

  it('a one-locale dealer has no language prefix', () => {
    const single = { dealerSlug: 'lugano', includeLocale: false };
    expect(languageSwitchUrl({ ...args, dealer: single, handle: handle({ routeKey: 'news' }), targetLocale: 'it' })).toBe(
      '/concessionario/lugano/news',
    );
  });

  it("a page's own languageSwitchUrlGenerator wins, unless it has no answer", () => {
    const own = handle({ languageSwitchUrlGenerator: ({ targetLocale }) => (targetLocale === 'fr' ? '/fr/special' : undefined) });
    expect(languageSwitchUrl({ ...args, handle: own, targetLocale: 'fr' })).toBe('/fr/special');
    expect(languageSwitchUrl({ ...args, handle: own, targetLocale: 'it' })).toBe('/it/concessionario/auto-zentrum');
  });

  it('fills sub-paths with params; the last parameter takes the localized slug', () => {
    expect(fillSubPath(':slug/ueber-uns', { slug: 'oerlikon' })).toBe('oerlikon/ueber-uns');
    expect(fillSubPath(':a/:b', { a: '1', b: '2' }, 'x')).toBe('1/x');
    expect(fillSubPath('*', { '*': 'a/b' })).toBe('a/b');
    expect(fillSubPath(undefined, {})).toBe('');
  });
});
