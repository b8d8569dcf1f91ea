import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { sitePagePath, useBrand } from '@carweb/platform-routing';
import { Section } from '@carweb/shared-ui';
import { languageOf } from '@carweb/shared-util-i18n';
import { QuickSearch } from '@carweb/vehicle-market-feature-market-home';
import { messages } from '../messages';
import styles from './CorporateHomePage.module.css';

/** The vehicle market's quick search and the way to its home; only for brands with the vehicle market. */
export function VehicleMarketTeaser() {
  const intl = useIntl();
  const brand = useBrand();
  if (!brand.features.vehicleMarket) return null;
  return (
    <Section id="vehicle-market" title={intl.formatMessage(messages.vehicleMarket)}>
      <p className={styles['sectionIntro']}>{intl.formatMessage(messages.vehicleMarketIntro, { brand: brand.displayName })}</p>
      <QuickSearch />
      <p className={styles['more']}>
        <Link to={sitePagePath(brand, languageOf(intl.locale), 'vehicleMarketHome')}>{intl.formatMessage(messages.toVehicleMarket)}</Link>
      </p>
    </Section>
  );
}
