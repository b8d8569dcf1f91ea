import type { ConsentChoice } from './consent-state';

/** The cookie that keeps the embedded consent manager's choice (vanilla-cookieconsent's `cookie.name`). */
export const CONSENT_COOKIE = 'carweb_consent';

/**
 * The choice the embedded consent manager stored on an earlier page (its cookie: URI-encoded JSON with the accepted
 * `categories` and an `expirationTime`), or null when there is none, it expired or cannot be read. A returning visitor's
 * page then announces it at once and loads the consent manager only to change it (the footer's settings).
 */
export function storedConsent(cookies: string, now = Date.now()): ConsentChoice | null {
  const raw = cookies
    .split('; ')
    .find((cookie) => cookie.startsWith(`${CONSENT_COOKIE}=`))
    ?.slice(CONSENT_COOKIE.length + 1);
  if (!raw) return null;
  try {
    const value = JSON.parse(decodeURIComponent(raw)) as { categories?: unknown; expirationTime?: unknown; revision?: unknown };
    if (!Array.isArray(value.categories) || (value.revision ?? 0) !== 0) return null;
    if (typeof value.expirationTime === 'number' && value.expirationTime <= now) return null;
    return { analytics: value.categories.includes('analytics'), marketing: value.categories.includes('marketing') };
  } catch {
    return null;
  }
}
