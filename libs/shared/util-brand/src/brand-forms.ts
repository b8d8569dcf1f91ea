/**
 * The brand-specific forms a brand site can offer (SPEC §7 "Brand-specific POSTs under
 * {locale}/{brand}.ch/{platform}", plus the form service's Emil Frey daily-express lookup), named
 * `{brand}/{action}` as the brand service calls them. A brand config lists the ones its site shows;
 * each becomes a site page, none is offered by code in a brand app.
 */
export const BRAND_FORMS = [
  'suzuki/contact',
  'zeekr/contact',
  'zeekr/model-test-drive',
  'emilfrey/contact',
  'emilfrey/newsletter',
  'emilfrey/daily-express',
  'multilease/change-address',
  'multilease/change-name',
  'multilease/leasing-liabilities',
  'multilease/my-payments',
  'multilease/order-payment-slip',
] as const;

export type BrandFormId = (typeof BRAND_FORMS)[number];
