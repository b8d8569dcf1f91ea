import { useIntl } from 'react-intl';
import { sitePagePath, useBrand } from '@carweb/platform-routing';
import { languageOf } from '@carweb/shared-util-i18n';

/** Where "to the home page" leads outside a dealer: the dealer search in the page's language (SPEC §1 root redirect). */
export function useSiteHomeHref(): string {
  const brand = useBrand();
  return sitePagePath(brand, languageOf(useIntl().locale), 'dealerSearch');
}
