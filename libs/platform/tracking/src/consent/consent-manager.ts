/** Where the footer's "cookie settings" finds the consent manager: the only consent code on every first load. */
export const CONSENT_MANAGER_EVENT = 'carweb:consent-manager';

/** What the footer's "cookie settings" needs from a consent manager. */
export interface ConsentManager {
  showPreferences(): void;
}

declare global {
  interface Window {
    /** the consent manager, once its integration has started */
    carwebConsentManager?: ConsentManager;
  }
}
