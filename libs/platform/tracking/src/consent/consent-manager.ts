/**
 * The window contract of a consent manager that pages read before any consent code loads: the footer's "cookie
 * settings" finds the manager, call tracking waits for analytics. The only consent code on every first load.
 */
export const CONSENT_MANAGER_EVENT = 'carweb:consent-manager';
/** a choice was made or read (`announceConsent`), its `detail` the choice */
export const CONSENT_EVENT = 'carweb:consent';

/** Whether the visitor allowed analytics on this page (a choice announced), `false` before any. */
export const analyticsAllowed = (win: Window = window) => win.carwebConsent?.analytics === true;

/** What the footer's "cookie settings" needs from a consent manager. */
export interface ConsentManager {
  showPreferences(): void;
}

declare global {
  interface Window {
    /** the consent manager, once its integration has started */
    carwebConsentManager?: ConsentManager;
    /** the visitor's latest choice, set by the consent manager's integration (absent: not asked yet) */
    carwebConsent?: { analytics: boolean; marketing: boolean };
  }
}
