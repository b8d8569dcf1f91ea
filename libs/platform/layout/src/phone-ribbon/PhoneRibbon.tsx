import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { messages } from '../messages';
import styles from './PhoneRibbon.module.css';

/** SPEC §2, §9: the desktop phone ribbon expands to 200px (hover or keyboard focus). */
export const PHONE_RIBBON_EXPANDED_WIDTH = 200;

/** The dealer phone at the window edge on desktop; the (tracked) number shows when it expands. */
export function PhoneRibbon({ phone }: { phone: string }) {
  const intl = useIntl();
  const style = { '--ribbon-expanded-width': `${PHONE_RIBBON_EXPANDED_WIDTH}px` } as CSSProperties;
  return (
    <a
      className={styles['ribbon']}
      style={style}
      href={`tel:${phone.replace(/[^\d+]/g, '')}`}
      aria-label={intl.formatMessage(messages.phoneRibbon, { phone })}
      data-testid="phone-ribbon"
    >
      <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="24" height="24">
        <path
          fill="currentColor"
          d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
        />
      </svg>
      <span className={styles['number']}>{phone}</span>
    </a>
  );
}
