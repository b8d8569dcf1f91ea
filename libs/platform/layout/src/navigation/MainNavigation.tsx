import { useIntl } from 'react-intl';
import { messages } from '../messages';
import type { NavEntry } from './main-navigation';
import { NavItem } from './NavItem';
import { SubMenu } from './SubMenu';
import styles from './navigation.module.css';

export function MainNavigation({ entries, onNavigate }: { entries: NavEntry[]; onNavigate?: () => void }) {
  const intl = useIntl();
  return (
    <nav className={styles['main']} aria-label={intl.formatMessage(messages.mainNavigation)}>
      <ul>
        {entries.map((entry) =>
          entry.children ? (
            <SubMenu key={entry.key} entry={entry} onNavigate={onNavigate} />
          ) : (
            <li key={entry.key}>
              <NavItem entry={entry} onNavigate={onNavigate} />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
