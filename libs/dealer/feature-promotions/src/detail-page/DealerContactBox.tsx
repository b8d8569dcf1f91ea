import { useIntl } from 'react-intl';
import type { Dealer } from '@carweb/api-contracts';
import { useTrackedPhone } from '@carweb/platform-tracking';
import { messages } from '../messages';
import styles from '../promotions.module.css';

/** The dealer beside a promotion: address, phone and e-mail, so a visitor can ask right away. */
export function DealerContactBox({
  dealer,
  title,
}: {
  dealer: Pick<Dealer, 'name' | 'street' | 'zip' | 'city' | 'phone' | 'email'>;
  title: string;
}) {
  const intl = useIntl();
  // the call-tracking number once the visitor allowed it (decision 0041)
  const phone = useTrackedPhone(dealer.phone);
  return (
    <aside className={styles['aside']} aria-labelledby="promotion-dealer-title">
      <h2 id="promotion-dealer-title">{title}</h2>
      <address>
        {title !== dealer.name && (
          <>
            {dealer.name}
            <br />
          </>
        )}
        {dealer.street}
        <br />
        {dealer.zip} {dealer.city}
      </address>
      <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{intl.formatMessage(messages.callUs, { phone })}</a>
      <a href={`mailto:${dealer.email}`}>{intl.formatMessage(messages.writeUs, { dealerName: dealer.name })}</a>
    </aside>
  );
}
