import { describe, expect, it } from 'vitest';
import { promotionFixture, promotionListFixture } from '@carweb/shared-testing';
import { currentPromotions, hasExpired, promotionsByCategory, swissToday } from './current-promotions';

describe('current promotions', () => {
  it('a promotion runs through its last day; one without validUntil until further notice', () => {
    expect(hasExpired(promotionFixture({ validUntil: '2026-11-23' }), '2026-11-23')).toBe(false);
    expect(hasExpired(promotionFixture({ validUntil: '2026-11-22' }), '2026-11-23')).toBe(true);
    expect(hasExpired(promotionFixture({ validUntil: '2026-11-22T23:00:00Z' }), '2026-11-23')).toBe(true);
    expect(hasExpired(promotionFixture({ validUntil: null }), '2099-01-01')).toBe(false);
  });

  it('leaves expired promotions out and puts the newest first (publishingDate descending)', () => {
    const promotions = [
      promotionFixture({ id: 'old', publishingDate: '2026-09-01' }),
      promotionFixture({ id: 'expired', publishingDate: '2026-11-20', validUntil: '2026-11-01' }),
      promotionFixture({ id: 'new', publishingDate: '2026-11-10' }),
    ];
    expect(currentPromotions(promotions, '2026-11-23').map((p) => p.id)).toEqual(['new', 'old']);
  });

  it('today is the Swiss calendar day, whatever the server clock zone', () => {
    expect(swissToday(new Date('2026-11-23T23:30:00Z'))).toBe('2026-11-24');
    expect(swissToday(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
  });

  it('groups offers for a vehicle and offers for service', () => {
    const { sales, service } = promotionsByCategory(promotionListFixture());
    expect(sales.map((p) => p.slug)).toEqual(['gratis-winterraeder', 'junge-occasionen-leasing']);
    expect(service.map((p) => p.slug)).toEqual(['winter-check']);
  });
});
