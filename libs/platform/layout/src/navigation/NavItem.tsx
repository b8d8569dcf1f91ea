import { useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import { visuallyHiddenClass } from '@carweb/shared-ui';
import { messages } from '../messages';
import type { NavEntry } from './main-navigation';

export function useNavLabel() {
  const intl = useIntl();
  return (entry: NavEntry) => ('text' in entry.label ? entry.label.text : intl.formatMessage(messages[entry.label.message]));
}

/** One link of the navigation: internal ones by the router (aria-current on the active page), external ones in a new window. */
export function NavItem({ entry, onNavigate }: { entry: NavEntry; onNavigate?: () => void }) {
  const intl = useIntl();
  const label = useNavLabel()(entry);
  if (!entry.href) return null;
  if (entry.external) {
    return (
      <a href={entry.href} target="_blank" rel="noopener noreferrer">
        {label}
        <span className={visuallyHiddenClass}> {intl.formatMessage(messages.opensInNewWindow)}</span>
      </a>
    );
  }
  // mailto:/tel: from content are plain links, not router paths
  if (/^(mailto|tel):/.test(entry.href)) return <a href={entry.href}>{label}</a>;
  return (
    <NavLink to={entry.href} end onClick={onNavigate}>
      {label}
    </NavLink>
  );
}
