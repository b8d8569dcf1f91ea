import { defineBrand, KIA_BRAND } from '@carweb/shared-util-brand';

/** Kia's facts are `KIA_BRAND` (libs/shared/util-brand/src/kia-brand.ts): the tests' brand is this config too. */
export const brand = defineBrand(KIA_BRAND);
