import { useIntl } from 'react-intl';
import type { Dealer } from '@carweb/api-contracts';
import { resolveDealerLink } from '@carweb/platform-layout';
import { useDealerBase } from '@carweb/platform-routing';
import { ButtonLink, VisuallyHidden } from '@carweb/shared-ui';
import { messages } from '../messages';

type AppointmentDealer = Pick<Dealer, 'dealerId' | 'street' | 'zip' | 'city' | 'externalServiceFormUrl'>;

/**
 * The service appointment (SPEC §2 serviceform): the site's booking form, or the dealer's own
 * (externalServiceFormUrl), which opens in a new window and says so.
 */
export function AppointmentLink({
  dealer,
  label,
  variant,
}: {
  dealer: AppointmentDealer;
  label?: string;
  variant?: 'primary' | 'secondary';
}) {
  const intl = useIntl();
  const link = resolveDealerLink({ target: 'serviceform' }, useDealerBase(), dealer);
  const text = label || intl.formatMessage(messages.bookAppointment);
  if (!link.external) {
    return (
      <ButtonLink href={link.href} variant={variant}>
        {text}
      </ButtonLink>
    );
  }
  return (
    <ButtonLink href={link.href} variant={variant} target="_blank" rel="noopener noreferrer">
      {text} <VisuallyHidden>{intl.formatMessage(messages.opensInNewWindow)}</VisuallyHidden>
    </ButtonLink>
  );
}
