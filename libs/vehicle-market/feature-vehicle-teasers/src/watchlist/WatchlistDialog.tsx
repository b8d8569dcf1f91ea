import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { formatPrice, languageOf } from '@carweb/shared-util-i18n';
import { Dialog, thumbnailSrc, VisuallyHidden } from '@carweb/shared-ui';
import { useFavourites, watchlistActions } from '@carweb/vehicle-market-data-access-watchlist';
import { messages } from '../messages';
import { useMarketLinks } from '../routing/market-links';
import styles from './dialogs.module.css';

/** The watch list: the marked vehicles as kept in this browser, each linked to its detail page. */
export default function WatchlistDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const favourites = useFavourites();
  const links = useMarketLinks();
  const locale = languageOf(intl.locale);
  return (
    <Dialog open title={intl.formatMessage(messages.watchlistTitle)} closeLabel={intl.formatMessage(messages.close)} onClose={onClose}>
      {favourites.length === 0 ? (
        <p>{intl.formatMessage(messages.watchlistEmpty)}</p>
      ) : (
        <ul className={styles['list']}>
          {favourites.map((vehicle) => (
            <li key={vehicle.id} className={styles['entry']}>
              <img src={thumbnailSrc(vehicle.imageUrl)} alt="" width={120} height={90} loading="lazy" />
              <div>
                <Link to={links.detail(vehicle.slug)} onClick={onClose} className={styles['entryTitle']}>
                  {vehicle.title}
                </Link>
                <p className={styles['muted']}>{vehicle.subtitle}</p>
                <p className={styles['price']}>{formatPrice(vehicle.price, locale, vehicle.currency)}</p>
              </div>
              <button
                type="button"
                className={styles['textButton']}
                onClick={() => void watchlistActions().then((actions) => actions.removeFavourite(vehicle.id))}
              >
                {intl.formatMessage(messages.remove)}
                <VisuallyHidden> {vehicle.title}</VisuallyHidden>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
