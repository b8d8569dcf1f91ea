/** The fair-price bands, best first (their edges: BAND_EDGES in fair-price.ts). */
export const PRICE_BANDS = ['veryGood', 'good', 'fair', 'increased', 'high'] as const;
export type PriceBand = (typeof PRICE_BANDS)[number];
