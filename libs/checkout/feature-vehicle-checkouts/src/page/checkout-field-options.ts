import type { IntlShape } from 'react-intl';
import type { AdditionalPackagesResponse } from '@carweb/api-contracts';
import type { FieldOption } from '@carweb/checkout-form-engine';
import { formatNumber, formatPrice, languageOf } from '@carweb/shared-util-i18n';
import { LEASING_KM_PER_YEAR, LEASING_RUNTIMES, SUBSCRIPTION_DURATIONS, SUBSCRIPTION_KM_PER_YEAR } from '../forms/vehicle-checkout-forms';
import { messages } from '../messages';

/** The options of the vehicle checkouts' fields that come with data or need the page's language. */
export function checkoutFieldOptions(
  intl: IntlShape,
  packages: AdditionalPackagesResponse['additionalPackages'],
): Record<string, FieldOption[]> {
  const locale = languageOf(intl.locale);
  const months = (values: number[]) =>
    values.map((count) => ({ value: String(count), label: intl.formatMessage(messages.months, { count }) }));
  const km = (values: number[]) =>
    values.map((value) => ({ value: String(value), label: intl.formatMessage(messages.kmValue, { km: formatNumber(value, locale) }) }));
  return {
    additionalPackageIds: packages.map((p) => ({
      value: p.id,
      label: intl.formatMessage(messages.packageOption, { name: p.name, price: formatPrice(p.price, locale) }),
    })),
    'leasing.totalRuntime': months(LEASING_RUNTIMES),
    'leasing.kmPerYear': km(LEASING_KM_PER_YEAR),
    'subscription.duration': months(SUBSCRIPTION_DURATIONS),
    'subscription.kmPerYear': km(SUBSCRIPTION_KM_PER_YEAR),
  };
}
