/** The consent manager, behind the one thing the tag manager needs from it. */
export interface ConsentSource {
  /** calls back once the visitor has consented to tracking (at once when given on an earlier page) */
  onConsent(callback: () => void): () => void;
}

export const CONSENT_EVENT = 'carweb:consent';

declare global {
  interface Window {
    /** set by the consent manager's integration once the visitor has consented */
    carwebConsent?: boolean;
  }
}

/** Consent announced by the consent manager's integration: a window event, or the flag for consent given earlier. */
export function windowConsent(win: Window = window): ConsentSource {
  return {
    onConsent(callback) {
      if (win.carwebConsent === true) {
        callback();
        return () => undefined;
      }
      const handler = () => callback();
      win.addEventListener(CONSENT_EVENT, handler, { once: true });
      return () => win.removeEventListener(CONSENT_EVENT, handler);
    },
  };
}
