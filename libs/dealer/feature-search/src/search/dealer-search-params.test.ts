import { describe, expect, it } from 'vitest';
import { dealerSearchQueryString, parseDealerSearch } from './dealer-search-params';

describe('the dealer search in the URL', () => {
  it('reads place, service and the coordinates of a predicted place', () => {
    expect(parseDealerSearch('?place=%208048%20&service=testdrive')).toEqual({ place: '8048', service: 'testdrive' });
    expect(parseDealerSearch('?place=Lugano&lat=46.0037&lon=8.9511')).toEqual({
      place: 'Lugano',
      service: 'all',
      point: { lat: 46.0037, lon: 8.9511 },
    });
  });

  it('leaves out what does not fit: an unknown service, coordinates without a place or out of range', () => {
    expect(parseDealerSearch('?service=teleport')).toEqual({ place: '', service: 'all' });
    expect(parseDealerSearch('?lat=46&lon=8')).toEqual({ place: '', service: 'all' });
    expect(parseDealerSearch('?place=x&lat=146&lon=8')).toEqual({ place: 'x', service: 'all' });
    expect(parseDealerSearch('?place=x&lat=&lon=8')).toEqual({ place: 'x', service: 'all' });
    expect(parseDealerSearch(`?place=${'a'.repeat(200)}`).place).toHaveLength(80);
  });

  it('writes a search in one order, without defaults, and reads it back', () => {
    expect(dealerSearchQueryString({ place: '', service: 'all' })).toBe('');
    expect(dealerSearchQueryString({ place: ' Bern ', service: 'onlinesales' })).toBe('?place=Bern&service=onlinesales');
    const predicted = { place: 'Lugano, Schweiz', service: 'tradein' as const, point: { lat: 46.00371, lon: 8.95112 } };
    expect(dealerSearchQueryString(predicted)).toBe('?place=Lugano%2C+Schweiz&lat=46.00371&lon=8.95112&service=tradein');
    expect(parseDealerSearch(dealerSearchQueryString(predicted))).toEqual(predicted);
  });
});
