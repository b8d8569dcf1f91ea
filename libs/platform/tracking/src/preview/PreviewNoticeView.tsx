import { useIntl } from 'react-intl';
import { CatalogTexts } from '@carweb/shared-ui';
import { previewCatalog, previewMessages as messages } from './messages';
import styles from './PreviewNotice.module.css';

/** the readable test cookie of a preview session (decision 0038; server: PREVIEW_TEST_COOKIE) */
const TEST_COOKIE = 'carweb_preview_test=';

/** Whether the browser kept the session's test cookie in the editing frame (it may block cookies in frames). */
export const previewCookiesBlocked = (cookies: string) => !cookies.split('; ').some((cookie) => cookie.startsWith(TEST_COOKIE));

/**
 * Tells the editor that the page shows unpublished content — and, when the browser blocks the session's cookies in
 * the editing frame (the test cookie did not stick), that the next link leaves the preview.
 */
export function PreviewNoticeView({ cookiesBlocked }: { cookiesBlocked: boolean }) {
  const intl = useIntl();
  return (
    <aside className={styles['notice']} aria-label={intl.formatMessage(messages.label)}>
      <strong>{intl.formatMessage(messages.title)}</strong> {intl.formatMessage(messages.text)}
      {cookiesBlocked && <> {intl.formatMessage(messages.cookiesBlocked)}</>}
    </aside>
  );
}

const textsFailed = (error: unknown) => console.error('Preview notice texts failed to load', error);

/** The view in the browser, where the cookies can be read (lazy: only a preview loads it, with its texts). */
export default function ClientPreviewNotice() {
  return (
    <CatalogTexts catalog={previewCatalog} onFailure={textsFailed}>
      <PreviewNoticeView cookiesBlocked={previewCookiesBlocked(document.cookie)} />
    </CatalogTexts>
  );
}
