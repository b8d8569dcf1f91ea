import { useIntl } from 'react-intl';
import type { Dealer } from '@carweb/api-contracts';
import { useTrackedPhone } from '@carweb/platform-tracking';
import { ButtonLink } from '@carweb/shared-ui';
import { messages } from '../messages';
import styles from './appointments.module.css';

/** The ways to reach the dealer when a form cannot help: its phone and e-mail. */
export function DealerContact({ dealer }: { dealer: Pick<Dealer, 'phone' | 'email'> }) {
  const intl = useIntl();
  // the call-tracking number once the visitor allowed it (decision 0041)
  const phone = useTrackedPhone(dealer.phone);
  return (
    <div className={styles['actions']}>
      <ButtonLink href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{intl.formatMessage(messages.callDealer, { phone })}</ButtonLink>
      <ButtonLink variant="secondary" href={`mailto:${dealer.email}`}>
        {intl.formatMessage(messages.mailDealer, { email: dealer.email })}
      </ButtonLink>
    </div>
  );
}
