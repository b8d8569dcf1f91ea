import { describe, expect, it } from 'vitest';
import { ARRAY_PARAMETERS, URL_PARAMETERS } from './market-filter';
import { marketFilterSearch, parseMarketFilter, sameSelection } from './url-filter';

/** SPEC §3 "Vehicle list URL parameters", as the spec writes them (array ones as name[]). */
const SPEC_URL_PARAMETERS =
  'limit, page, make, model[], pricefrom, priceto, ratefrom, rateto, yearfrom, yearto, kmfrom, kmto, seatsfrom, seatsto, year, lat, ' +
  'lon, radius, trans, cond, vehtyp, drive, equip, body, bodycol, efficiency, fuel, qualitytags, dealerId, dealerName, sort, buyingtags, ' +
  'matching, actiontags';

describe('URL → filter', () => {
  it('knows exactly the vehicle list URL parameters of SPEC §3', () => {
    const names = SPEC_URL_PARAMETERS.split(', ').map((name) => name.replace('[]', ''));
    expect([...URL_PARAMETERS].sort()).toEqual(names.sort());
    // the spec marks only model[]; the others are lists by their filter (SPEC §3 filter entities), dealerId by dealer ids
    expect(ARRAY_PARAMETERS).toEqual(expect.arrayContaining(['model', 'fuel', 'dealerId', 'qualitytags']));
  });

  it('drops parameters that are not in the allowed list', () => {
    expect(parseMarketFilter('?utm_source=news&fuel[]=electric&foo=1&__proto__=x&constructor=y')).toEqual({ fuel: ['electric'] });
  });

  it('reads array parameters written name[] (and repeated name), without duplicates', () => {
    expect(parseMarketFilter('?fuel[]=electric&fuel[]=petrol&fuel[]=electric&body=suv')).toEqual({
      fuel: ['electric', 'petrol'],
      body: ['suv'],
    });
  });

  it('ignores array entries with index 0 (SPEC §5) but reads other indexes', () => {
    expect(parseMarketFilter('?fuel[0]=diesel&fuel[1]=petrol&model[0]=103')).toEqual({ fuel: ['petrol'] });
  });

  it('drops a single-value parameter written as an array', () => {
    expect(parseMarketFilter('?pricefrom[]=1000&make[]=Kia&make=Kia')).toEqual({ make: 'Kia' });
  });

  it('reads numbers, and drops what is not a number or out of bounds', () => {
    expect(parseMarketFilter('?pricefrom=10000&priceto=abc&page=2&limit=500&year=2022&radius=-3')).toEqual({
      pricefrom: 10000,
      page: 2,
      year: 2022,
    });
    expect(parseMarketFilter('?page=1.5&kmto=1e9&seatsfrom=5')).toEqual({ seatsfrom: 5 });
  });

  it('accepts only known sort options', () => {
    expect(parseMarketFilter('?sort=price_asc')).toEqual({ sort: 'price_asc' });
    expect(parseMarketFilter('?sort=drop table')).toEqual({});
  });

  it('reads dealer ids as numbers and drops non-numeric ones', () => {
    expect(parseMarketFilter('?dealerId[]=100&dealerId[]=x&dealerId[]=101')).toEqual({ dealerId: [100, 101] });
  });

  it('keeps a location only when lat and lon are both there (distance sort goes with it)', () => {
    expect(parseMarketFilter('?lat=47.37&lon=8.54&radius=25&sort=distance')).toEqual({
      lat: 47.37,
      lon: 8.54,
      radius: 25,
      sort: 'distance',
    });
    expect(parseMarketFilter('?lat=47.37&radius=25&sort=distance')).toEqual({});
  });

  it('ignores empty values', () => {
    expect(parseMarketFilter('?make=&fuel[]=&matching=%20')).toEqual({});
  });
});

describe('filter → URL', () => {
  it('writes arrays as name[] in canonical order, leaves page 1 out', () => {
    expect(marketFilterSearch({ page: 1, sort: 'price_asc', fuel: ['petrol', 'electric'], make: 'Kia', model: ['103'] })).toBe(
      '?make=Kia&model[]=103&fuel[]=electric&fuel[]=petrol&sort=price_asc',
    );
    expect(marketFilterSearch({})).toBe('');
  });

  it('round-trips every parameter', () => {
    const filter = parseMarketFilter(
      '?make=Kia&model[]=103&cond[]=used&fuel[]=electric&body[]=suv&bodycol[]=white&trans[]=automatic&drive[]=awd&vehtyp[]=car' +
        '&equip[]=navigation&efficiency[]=A&qualitytags[]=warranty&buyingtags[]=leasing&actiontags[]=topDeal&pricefrom=10000&priceto=30000' +
        '&ratefrom=100&rateto=400&yearfrom=2020&yearto=2024&year=2022&kmfrom=0&kmto=50000&seatsfrom=5&seatsto=7&lat=47.3769&lon=8.5417' +
        '&radius=50&dealerId[]=100&dealerName=Auto&matching=GT%20Line&sort=distance&limit=24&page=3',
    );
    expect(Object.keys(filter)).toHaveLength(URL_PARAMETERS.length);
    expect(parseMarketFilter(marketFilterSearch(filter))).toEqual(filter);
  });

  it('encodes text values safely', () => {
    expect(marketFilterSearch({ matching: 'a&b=c' })).toBe('?matching=a%26b%3Dc');
  });

  it('compares selections without the page', () => {
    expect(sameSelection({ fuel: ['a'], page: 3 }, { fuel: ['a'] })).toBe(true);
    expect(sameSelection({ fuel: ['a'] }, { fuel: ['b'] })).toBe(false);
  });
});
