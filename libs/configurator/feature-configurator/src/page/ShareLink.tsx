import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { messages } from '../messages';
import styles from './configurator.module.css';

/** The saved configuration's URL: a plain link without JavaScript, plus a copy button once the browser runs the code. */
export function ShareLink({ href }: { href: string }) {
  const intl = useIntl();
  const [canCopy, setCanCopy] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => setCanCopy(typeof navigator !== 'undefined' && Boolean(navigator.clipboard)), []);
  const copy = () =>
    navigator.clipboard.writeText(href).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <p className={styles['share']}>
      <span>{intl.formatMessage(messages.shareLink)}: </span>
      <a href={href} className={styles['shareUrl']}>
        {href}
      </a>
      {canCopy && (
        <button type="button" className={styles['secondaryButton']} onClick={copy}>
          {intl.formatMessage(messages.copyLink)}
        </button>
      )}
      <span role="status" className={styles['muted']}>
        {copied ? intl.formatMessage(messages.linkCopied) : ''}
      </span>
    </p>
  );
}
