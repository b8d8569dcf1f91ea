import { describe, expect, it } from 'vitest';
import { promotionCarFilter, promotionCarsRequest } from './promotion-cars';

describe("a promotion's vehicles (carFilterId)", () => {
  it('reads the vehicle filter like a list URL: known parameters only, values that fit', () => {
    expect(promotionCarFilter('{"cond":["new","demo"]}')).toEqual({ cond: ['new', 'demo'] });
    expect(promotionCarFilter('{"fuel":["electric"],"priceto":40000,"make":"kia"}')).toEqual({
      fuel: ['electric'],
      priceto: 40000,
      make: 'kia',
    });
    expect(promotionCarFilter('{"qualitytags":["youngUsedProgramme"],"evil":"x","yearfrom":"soon"}')).toEqual({
      qualitytags: ['youngUsedProgramme'],
    });
  });

  it("paging is the list's own: a page and limit in the filter are ignored", () => {
    expect(promotionCarFilter('{"cond":["new"],"page":4,"limit":99}')).toEqual({ cond: ['new'] });
  });

  it('no filter, or one that is not a JSON object, means no vehicles', () => {
    expect(promotionCarFilter(null)).toBeNull();
    expect(promotionCarFilter('')).toBeNull();
    expect(promotionCarFilter('filter-4711')).toBeNull();
    expect(promotionCarFilter('["new"]')).toBeNull();
    expect(promotionCarFilter('{}')).toEqual({});
  });

  it('asks for 6 vehicles per page (SPEC §9)', () => {
    expect(promotionCarsRequest({ cond: ['new'] }, 1)).toEqual({ cond: ['new'], limit: 6, page: 1 });
    expect(promotionCarsRequest({ cond: ['new'] }, 3)).toEqual({ cond: ['new'], limit: 6, page: 3 });
  });
});
