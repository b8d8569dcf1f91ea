import { describe, expect, it } from 'vitest';
import { alertFilterOf, alertThanksUrl, filterInWords, searchAlertMessage } from './search-alert';

const LIST = 'http://localhost/de/haendler/auto-zentrum-zuerich/auto-finden/suchauftrag';

describe('search alert: the filter in words and the message', () => {
  it("names the filter as the list's chips do, in their order", () => {
    const tags = [
      { category: 'model', id: 'kia', name: 'Kia' },
      { category: 'model', id: '106', name: 'Sportage' },
      { category: 'fuel', id: 'petrol', name: 'Benzin' },
      { category: 'price', id: 'priceto', name: "bis CHF 30'000" },
      { category: 'year', id: 'yearfrom', name: 'ab 2020' },
    ];
    expect(filterInWords(tags)).toBe("Kia, Sportage, Benzin, bis CHF 30'000, ab 2020");
    expect(filterInWords([])).toBe('');
  });

  it('the message: the words, then the URL on its own line; the URL alone without a filter', () => {
    expect(searchAlertMessage('Sportage, Benzin', 'https://kia.ch/de/auto-finden?fuel[]=petrol')).toBe(
      'Sportage, Benzin\nhttps://kia.ch/de/auto-finden?fuel[]=petrol',
    );
    expect(searchAlertMessage('', 'https://kia.ch/de/auto-finden')).toBe('https://kia.ch/de/auto-finden');
  });

  it("the filter is the URL's allowed parameters (SPEC §5) without page, order and page size", () => {
    const request = new Request(`${LIST}?priceto=30000&fuel[]=petrol&sort=price_asc&page=2&limit=48&utm_source=x&make=kia`);
    expect(alertFilterOf(request)).toEqual({ priceto: 30000, fuel: ['petrol'], make: 'kia' });
  });

  it('the thanks step keeps the filter in canonical order', () => {
    const request = new Request(`${LIST}?priceto=30000&make=kia`);
    expect(alertThanksUrl(request, alertFilterOf(request))).toBe(
      '/de/haendler/auto-zentrum-zuerich/auto-finden/suchauftrag?make=kia&priceto=30000&sent',
    );
    expect(alertThanksUrl(new Request(LIST), {})).toBe('/de/haendler/auto-zentrum-zuerich/auto-finden/suchauftrag?sent');
  });
});
