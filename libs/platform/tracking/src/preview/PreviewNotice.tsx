import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useApiContext } from '@carweb/api-http';
import { messages } from '../messages';
import styles from './PreviewNotice.module.css';

/** the readable test cookie of a preview session (decision 0038; server: PREVIEW_TEST_COOKIE) */
const TEST_COOKIE = 'carweb_preview_test=';

/**
 * Tells the editor that the page shows unpublished content — and, when the browser blocks the session's cookies in
 * the editing frame (the test cookie did not stick), that the next link leaves the preview.
 */
export function PreviewNoticeView({ cookiesBlocked }: { cookiesBlocked: boolean }) {
  const intl = useIntl();
  return (
    <aside className={styles['notice']} aria-label={intl.formatMessage(messages.previewLabel)}>
      <strong>{intl.formatMessage(messages.previewTitle)}</strong> {intl.formatMessage(messages.previewText)}
      {cookiesBlocked && <> {intl.formatMessage(messages.previewCookiesBlocked)}</>}
    </aside>
  );
}

/** Only in a verified preview session (the server told the page, decision 0038). */
export function PreviewNotice() {
  const preview = Boolean(useApiContext().contentPreview);
  const [cookiesBlocked, setCookiesBlocked] = useState(false);
  useEffect(() => {
    if (preview) setCookiesBlocked(!document.cookie.split('; ').some((cookie) => cookie.startsWith(TEST_COOKIE)));
  }, [preview]);
  return preview ? <PreviewNoticeView cookiesBlocked={cookiesBlocked} /> : null;
}
