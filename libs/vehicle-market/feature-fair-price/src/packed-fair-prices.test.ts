import { describe, expect, it } from 'vitest';
import type { FairPrice } from './fair-price';
import { packFairPrices, unpackFairPrice, type PackedFairPrice } from './packed-fair-prices';

describe('ratings as the page data carries them', () => {
  it('a few numbers per card, back to the rating the card shows', () => {
    const ratings = new Map<number, FairPrice>([
      [7, { count: 8, estimate: 27_450, lowest: 23_900, highest: 31_500, price: 24_500, band: 'veryGood' }],
      [9, { count: 12, estimate: 18_000, lowest: 15_000, highest: 21_000, price: 19_900, band: 'high' }],
    ]);
    const packed = packFairPrices(ratings);
    expect(packed).toEqual([
      [7, 0, 8, 27_450, 23_900, 31_500, 24_500],
      [9, 4, 12, 18_000, 15_000, 21_000, 19_900],
    ]);
    const carried = JSON.parse(JSON.stringify(packed)) as PackedFairPrice[];
    expect(carried.map(unpackFairPrice)).toEqual([...ratings.values()]);
  });

  it('a band it does not know (an answer of another version) is no rating, never shown as another', () => {
    expect(unpackFairPrice([7, 5, 8, 27_450, 23_900, 31_500, 24_500])).toBeNull();
  });
});
