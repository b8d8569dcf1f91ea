import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { sitePagePath, useBrand, type RouteKey } from '@carweb/platform-routing';
import type { BrandFormId } from '@carweb/shared-util-brand';
import { languageOf, type MessageId } from '@carweb/shared-util-i18n';
import { messages } from './messages';

/** The footer link of each brand form page; a brand's own contact is the footer's "Kontakt" already. */
const LINKS: Partial<Record<BrandFormId, { routeKey: RouteKey; label: MessageId }>> = {
  'zeekr/model-test-drive': { routeKey: 'testDrive', label: messages.linkTestDrive },
  'emilfrey/newsletter': { routeKey: 'newsletter', label: messages.linkNewsletter },
  'emilfrey/daily-express': { routeKey: 'dailyExpress', label: messages.linkDailyExpress },
  'multilease/change-address': { routeKey: 'changeOfAddress', label: messages.linkChangeOfAddress },
  'multilease/change-name': { routeKey: 'changeOfName', label: messages.linkChangeOfName },
  'multilease/leasing-liabilities': { routeKey: 'leasingLiabilities', label: messages.linkLeasingLiabilities },
  'multilease/my-payments': { routeKey: 'myPayments', label: messages.linkMyPayments },
  'multilease/order-payment-slip': { routeKey: 'paymentSlip', label: messages.linkPaymentSlip },
};

/** Links to the brand form pages the brand config enables, for the site footer; nothing when it enables none. */
export function BrandFormLinks() {
  const intl = useIntl();
  const brand = useBrand();
  const locale = languageOf(intl.locale);
  const links = brand.brandForms.flatMap((form) => {
    const link = LINKS[form];
    return link ? [{ form, ...link }] : [];
  });
  if (links.length === 0) return null;
  return (
    <ul aria-label={intl.formatMessage(messages.linksLabel)}>
      {links.map(({ form, routeKey, label }) => (
        <li key={form}>
          <Link to={sitePagePath(brand, locale, routeKey)}>{intl.formatMessage(label)}</Link>
        </li>
      ))}
    </ul>
  );
}
