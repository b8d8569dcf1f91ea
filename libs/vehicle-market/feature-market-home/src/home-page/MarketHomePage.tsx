import { useIntl } from 'react-intl';
import { useBrand } from '@carweb/platform-routing';
import { PageSeo } from '@carweb/platform-seo';
import { messages } from '../messages';
import { QuickSearch } from '../quick-search/QuickSearch';
import { EntryPoints } from './EntryPoints';
import { MoreOffers } from './MoreOffers';
import { TopCars } from './TopCars';
import styles from './MarketHomePage.module.css';

/** The vehicle market's home (homepageVehicleMarket): the quick search, top cars and the ways into the list. */
export default function MarketHomePage() {
  const intl = useIntl();
  const brand = useBrand().displayName;
  return (
    <>
      <PageSeo
        title={intl.formatMessage(messages.metaTitle, { brand })}
        description={intl.formatMessage(messages.metaDescription, { brand })}
        placeholders={{ vehicleBrandName: brand }}
      />
      <div className={styles['hero']}>
        <div className={styles['heroInner']}>
          <h1 className={styles['title']}>{intl.formatMessage(messages.title)}</h1>
          <p className={styles['intro']}>{intl.formatMessage(messages.intro, { brand })}</p>
          <QuickSearch />
        </div>
      </div>
      <TopCars />
      <EntryPoints filter="body" />
      <EntryPoints filter="fuel" />
      <MoreOffers />
    </>
  );
}
