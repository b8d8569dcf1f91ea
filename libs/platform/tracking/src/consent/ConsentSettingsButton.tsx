import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { messages } from '../messages';
import { CONSENT_MANAGER_EVENT } from './consent-manager';

const subscribe = (onChange: () => void) => {
  window.addEventListener(CONSENT_MANAGER_EVENT, onChange);
  return () => window.removeEventListener(CONSENT_MANAGER_EVENT, onChange);
};
const manager = () => window.carwebConsentManager ?? null;

/**
 * The footer's "cookie settings": shown once a consent manager has started (never in the server's HTML, where it
 * could do nothing), it opens that manager's preferences to change the choice.
 */
export function ConsentSettingsButton({ className }: { className?: string }) {
  const intl = useIntl();
  const current = useSyncExternalStore(subscribe, manager, () => null);
  if (!current) return null;
  return (
    <button type="button" className={className} onClick={() => current.showPreferences()}>
      {intl.formatMessage(messages.consentSettings)}
    </button>
  );
}
