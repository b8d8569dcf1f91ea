import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useLanguageLinks } from '@carweb/platform-routing';
import type { Locale } from '@carweb/shared-util-brand';
import { messages } from '../messages';
import styles from './navigation.module.css';

/** Each language named in itself, so a visitor finds their own. */
export const LANGUAGE_NAMES: Record<Locale, string> = { de: 'Deutsch', fr: 'Français', it: 'Italiano', en: 'English', sl: 'Slovenščina' };

/** Links to the current page in the dealer's other languages (SPEC §2 language switching). */
export function LanguageSwitcher({ onNavigate }: { onNavigate?: () => void }) {
  const intl = useIntl();
  const links = useLanguageLinks();
  if (links.length < 2) return null;
  return (
    <nav className={styles['languages']} aria-label={intl.formatMessage(messages.languageSwitcher)}>
      <ul>
        {links.map((link) => (
          <li key={link.locale}>
            <Link
              to={link.href}
              lang={link.locale}
              hrefLang={link.locale}
              aria-label={LANGUAGE_NAMES[link.locale]}
              aria-current={link.current ? 'true' : undefined}
              onClick={onNavigate}
            >
              {link.locale.toUpperCase()}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
