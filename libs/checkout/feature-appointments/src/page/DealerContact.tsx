import { useIntl } from 'react-intl';
import type { Dealer } from '@carweb/api-contracts';
import { ButtonLink } from '@carweb/shared-ui';
import { messages } from '../messages';
import styles from './appointments.module.css';

/** The ways to reach the dealer when a form cannot help: its phone and e-mail. */
export function DealerContact({ dealer }: { dealer: Pick<Dealer, 'phone' | 'email'> }) {
  const intl = useIntl();
  return (
    <div className={styles['actions']}>
      <ButtonLink href={`tel:${dealer.phone.replace(/[^\d+]/g, '')}`}>
        {intl.formatMessage(messages.callDealer, { phone: dealer.phone })}
      </ButtonLink>
      <ButtonLink variant="secondary" href={`mailto:${dealer.email}`}>
        {intl.formatMessage(messages.mailDealer, { email: dealer.email })}
      </ButtonLink>
    </div>
  );
}
