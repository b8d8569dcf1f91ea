import { useIntl } from 'react-intl';
import { messages } from '../messages';

/** "Gültig bis 14. Januar 2027": the promotion's last day, as the dealer service dates it (a calendar day). */
export function useValidUntilText(validUntil: string | null): string | null {
  const intl = useIntl();
  if (!validUntil) return null;
  const date = intl.formatDate(`${validUntil.slice(0, 10)}T00:00:00Z`, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return intl.formatMessage(messages.validUntil, { date });
}
