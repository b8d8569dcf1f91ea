import type { ApiContext } from '@carweb/api-http';
import type { Locale } from '@carweb/shared-util-brand';
import type { BrandTrackingConfig } from './tracking-config';

/** What the tracking adapter starts from (its own file: the lazy consent chunk reads it without importing the adapter back). */
export interface TrackingStart {
  config: BrandTrackingConfig;
  api: ApiContext;
  locale: Locale;
  /** the brand's privacy policy in the page's language, linked from the consent manager's preferences */
  privacyUrl?: string;
  /** the current page's type (real-user metrics read it when a metric is reported: the site navigates client-side) */
  pageType: () => string | undefined;
}
