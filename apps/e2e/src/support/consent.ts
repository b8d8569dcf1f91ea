/**
 * The embedded consent manager's cookie (vanilla-cookieconsent's format: URI-encoded JSON), so a journey can start
 * with a choice already made. The Playwright config gives every test "necessary only": the box stays closed and no
 * tag manager or call tracking runs, as for a visitor who declined; consent-and-tracking.spec.ts starts without it.
 */
export const CONSENT_COOKIE = 'carweb_consent';

type Category = 'necessary' | 'analytics' | 'marketing';

const DAY_MS = 24 * 60 * 60 * 1000;

export function consentStorageState(categories: Category[], domains: string[] = ['127.0.0.1']) {
  const now = new Date().toISOString();
  const value = {
    categories,
    revision: 0,
    data: null,
    consentTimestamp: now,
    consentId: `e2e-${categories.join('-')}`,
    services: { necessary: [], analytics: [], marketing: [] },
    languageCode: 'de',
    lastConsentTimestamp: now,
    expirationTime: Date.now() + 182 * DAY_MS,
  };
  const cookies = domains.map((domain) => ({
    name: CONSENT_COOKIE,
    value: encodeURIComponent(JSON.stringify(value)),
    domain,
    path: '/',
    expires: Math.floor((Date.now() + 182 * DAY_MS) / 1000),
    httpOnly: false,
    secure: false,
    sameSite: 'Lax' as const,
  }));
  return { cookies, origins: [] };
}

/** No choice yet: the consent box asks. */
export const NO_CONSENT = { cookies: [], origins: [] };
