import { describe, expect, it } from 'vitest';
import { promotionFixture, serviceThemePromotionFixture, testBrand } from '@carweb/shared-testing';
import { promotionPath, promotionSlug, promotionUnavailablePath } from './promotion-paths';

const base = (locale: 'de' | 'fr' | 'it') => ({ brand: testBrand, locale, dealerSlug: 'auto-zentrum-zuerich', includeLocale: true });

describe('promotion URLs (SPEC §2)', () => {
  it('a promotion lives below the localized list segment, with its slug in the page language', () => {
    expect(promotionPath(base('de'), promotionFixture())).toBe('/de/haendler/auto-zentrum-zuerich/aktionen/gratis-winterraeder');
    expect(promotionPath(base('fr'), promotionFixture())).toBe('/fr/concessionnaire/auto-zentrum-zuerich/actions/roues-hiver-offertes');
    expect(promotionPath(base('it'), promotionFixture())).toBe(
      '/it/concessionario/auto-zentrum-zuerich/promozioni/ruote-invernali-gratuite',
    );
  });

  it('a service-theme promotion lives at services/{slug}', () => {
    expect(promotionPath(base('fr'), serviceThemePromotionFixture())).toBe('/fr/concessionnaire/auto-zentrum-zuerich/services/check-hiver');
  });

  it('a language the promotion has no slug for keeps the slug it was loaded by', () => {
    expect(promotionSlug(promotionFixture({ slugLocalizations: { de: 'gratis-winterraeder' } }), 'it')).toBe('gratis-winterraeder');
  });

  it('the not-available page names the promotion that was asked for', () => {
    expect(promotionUnavailablePath(base('de'), 'weg ist sie')).toBe(
      '/de/haendler/auto-zentrum-zuerich/aktion-nicht-verfuegbar?promotion=weg%20ist%20sie',
    );
    expect(promotionUnavailablePath(base('fr'))).toBe('/fr/concessionnaire/auto-zentrum-zuerich/action-non-disponible');
    expect(promotionUnavailablePath(base('it'))).toBe('/it/concessionario/auto-zentrum-zuerich/promozione-non-disponibile');
  });
});
