import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Dealer } from '@carweb/api-contracts';
import { mainNavigation, resolveDealerLink } from '@carweb/platform-layout';
import { dealerPagePath, useDealerBase } from '@carweb/platform-routing';
import { VisuallyHidden } from '@carweb/shared-ui';
import type { MessageId } from '@carweb/shared-util-i18n';
import { messages } from '../messages';
import styles from './DealerHomePage.module.css';

interface QuickLink {
  key: string;
  label: MessageId;
  href: string;
  external?: boolean;
}

/**
 * Quick links of the dealer home: service appointment, the locations (or the way to the garage),
 * contact persons, vehicle market and model range — each only where it applies to the dealer: the vehicle
 * market and the model range follow the main navigation's rules (SPEC §2), a sales-only dealer books no service.
 */
export function quickLinks(dealer: Dealer, base: ReturnType<typeof useDealerBase>): QuickLink[] {
  const navigation = new Set(mainNavigation(dealer, base).map((entry) => entry.key));
  const links: (QuickLink | false)[] = [
    dealer.type !== 'sales' && {
      key: 'service',
      label: messages.quickServiceAppointment,
      ...resolveDealerLink({ target: 'serviceform' }, base, dealer),
    },
    dealer.subDealers.length > 0
      ? { key: 'locations', label: messages.quickLocations, href: dealerPagePath(base, 'locations') }
      : { key: 'route', label: messages.quickRoute, ...resolveDealerLink({ target: 'routetogarage' }, base, dealer) },
    { key: 'contacts', label: messages.quickContactPersons, href: `${dealerPagePath(base, 'aboutUs')}#contact-persons` },
    navigation.has('vehicles') && { key: 'vehicles', label: messages.quickVehicleMarket, href: dealerPagePath(base, 'vehicleMarket') },
    navigation.has('modelRange') && { key: 'models', label: messages.quickModelRange, href: dealerPagePath(base, 'models') },
  ];
  return links.filter((link): link is QuickLink => link !== false);
}

export function QuickLinks({ dealer }: { dealer: Dealer }) {
  const intl = useIntl();
  const base = useDealerBase();
  return (
    <nav className={styles['quickLinks']} aria-label={intl.formatMessage(messages.quickLinks)}>
      <ul>
        {quickLinks(dealer, base).map((link) => (
          <li key={link.key}>
            {link.external ? (
              <a href={link.href} rel="noopener noreferrer" target="_blank">
                {intl.formatMessage(link.label)}
                <VisuallyHidden> ({intl.formatMessage(messages.opensInNewWindow)})</VisuallyHidden>
              </a>
            ) : (
              <Link to={link.href}>{intl.formatMessage(link.label)}</Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
