// Where the configurator's stories are (decision 0029 `parameters.route`), for stories only.
import { dealerBasePath, routeSegment, type DealerBase } from '@carweb/platform-routing';
import type { ConfiguratorLoaderData } from '../configurator-loader';

export const STORY_SLUG = 'stonic';

const segment = (base: DealerBase, key: 'configurator' | 'modelCompare') => routeSegment(key, base.locale, base.brand.routeSegments);

/** {dealer base}/konfigurator/stonic{search} in the toolbar's language. */
export const dealerConfiguratorUrl =
  (search = '') =>
  (base: DealerBase) =>
    `${dealerBasePath(base)}/${segment(base, 'configurator')}/${STORY_SLUG}${search}`;

/** /{lang}/konfigurator/stonic{search}: the site level, without a dealer. */
export const siteConfiguratorUrl =
  (search = '') =>
  (base: DealerBase) =>
    `/${base.locale}/${segment(base, 'configurator')}/${STORY_SLUG}${search}`;

/** /{lang}/{segment}{search} of a site page (the configurator's list, the comparison). */
export const sitePageUrl =
  (key: 'configurator' | 'modelCompare', search = '') =>
  (base: DealerBase) =>
    `/${base.locale}/${segment(base, key)}${search}`;

export const configuratorData = (data: Partial<ConfiguratorLoaderData> = {}): ConfiguratorLoaderData => ({
  slug: STORY_SLUG,
  saved: null,
  unknownCode: null,
  target: null,
  ...data,
});
