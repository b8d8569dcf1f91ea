import { useIntl } from 'react-intl';
import { useNavigation } from 'react-router-dom';
import { visuallyHiddenClass } from '@carweb/shared-ui';
import { messages } from '../messages';
import styles from './shell.module.css';

/** A progress bar at the top while the next page loads; screen readers hear "loading" once. */
export function NavigationProgress() {
  const intl = useIntl();
  const busy = useNavigation().state !== 'idle';
  return (
    <>
      <div className={styles['progress']} data-active={busy} aria-hidden="true" />
      <p className={visuallyHiddenClass} role="status">
        {busy ? intl.formatMessage(messages.pageLoading) : ''}
      </p>
    </>
  );
}
