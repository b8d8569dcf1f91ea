import { useIntl } from 'react-intl';
import { dealerPagePath, sitePagePath, useBrand, useOptionalDealerBase } from '@carweb/platform-routing';
import { languageOf } from '@carweb/shared-util-i18n';

/** The configurator's and the comparison's paths on the level the page is on: below the dealer, else the site's. */
export function useConfiguratorPaths() {
  const brand = useBrand();
  const base = useOptionalDealerBase();
  const locale = languageOf(useIntl().locale);
  const pathOf = (key: 'configurator' | 'modelCompare') => (base ? dealerPagePath(base, key) : sitePagePath(brand, locale, key));
  return {
    configurator: (slug: string) => `${pathOf('configurator')}/${encodeURIComponent(slug)}`,
    compare: pathOf('modelCompare'),
    /** the comparison of some variants of one model (`?variants=` entity ids, COMPARE_PARAMS.variants: a literal here, so
     * the pages do not share the comparison's URL parsing with the route code, one chunk less on every first load) */
    compareVariants: (entityIds: readonly number[]) =>
      `${pathOf('modelCompare')}?${new URLSearchParams(entityIds.map((id) => ['variants', String(id)]))}`,
  };
}
