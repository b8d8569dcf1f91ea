// The one list of brand ids. Zod-free and kept in this shape (one quoted id a line) because
// eslint.config.mjs and the tools scripts read it too (tools/scripts/brand-ids.mjs).

export const BRAND_IDS = [
  'kia',
  'toyota',
  'opel',
  'citroen',
  'lexus',
  'landrover',
  'jaguar',
  'zeekr',
  'suzuki',
  'multilease',
  'emilfrey',
] as const;

export type BrandId = (typeof BRAND_IDS)[number];
