import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useBrand, useOptionalDealerBase } from '@carweb/platform-routing';
import { languageOf } from '@carweb/shared-util-i18n';
import type { ModelLevel } from './model-level';

/** The level the page is rendered on: below the dealer route when there is one, else the brand's site. */
export function useModelLevel(): ModelLevel {
  const dealer = useOptionalDealerBase();
  const brand = useBrand();
  const locale = languageOf(useIntl().locale);
  return useMemo(() => (dealer ? { kind: 'dealer', dealer } : { kind: 'site', brand, locale }), [dealer, brand, locale]);
}
