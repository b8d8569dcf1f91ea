import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useContentNavigation } from '../content-chrome/use-content-chrome';
import { messages } from '../messages';
import { MainNavigation } from './MainNavigation';
import { NavItem } from './NavItem';
import styles from './navigation.module.css';

/**
 * The main navigation of a brand whose navigation comes from the content service (brand config
 * `navigationSource`): its items and groups, then its call-to-action links. Without content (failed,
 * empty, still loading in the browser) the standard navigation (`fallback`) shows.
 */
export function ContentNavigation({ fallback, onNavigate }: { fallback: ReactNode; onNavigate?: () => void }) {
  const intl = useIntl();
  const navigation = useContentNavigation();
  if (!navigation) return fallback;
  return (
    <>
      {navigation.main.length > 0 && <MainNavigation entries={navigation.main} onNavigate={onNavigate} />}
      {navigation.cta.length > 0 && (
        <nav className={styles['cta']} aria-label={intl.formatMessage(messages.quickLinks)}>
          <ul>
            {navigation.cta.map((entry) => (
              <li key={entry.key}>
                <NavItem entry={entry} onNavigate={onNavigate} />
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  );
}
