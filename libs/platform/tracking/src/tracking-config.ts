import type { BrandTracking } from '@carweb/shared-util-brand';

/** Third-party scripts of a brand: its BrandConfig `tracking` (none configured loads none of them). */
export type BrandTrackingConfig = BrandTracking;
