import { PENDING_ANSWER_COOKIE, type PendingAnswer } from './consent-banner-state';

// the lazily loaded side of the banner's kept answer (consent-tracking, embedded-consent): not in the first load

/** The answer the banner kept that the consent manager has not stored yet, if any. */
export function pendingAnswer(cookies: string): PendingAnswer | null {
  const value = cookies
    .split('; ')
    .find((cookie) => cookie.startsWith(`${PENDING_ANSWER_COOKIE}=`))
    ?.slice(PENDING_ANSWER_COOKIE.length + 1);
  return value === 'all' || value === 'necessary' ? value : null;
}

/** The consent manager stored the choice: nothing is pending any more. */
export function forgetPendingAnswer(doc: Document = document): void {
  doc.cookie = `${PENDING_ANSWER_COOKIE}=; path=/; max-age=0; samesite=lax`;
}
