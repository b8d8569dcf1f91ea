/**
 * What the visitor allowed, as every consent manager reports it (the embedded one, or the network's own whose
 * integration calls `announceConsent`): the tag manager needs `analytics`, call tracking too (decision 0041).
 */
export interface ConsentChoice {
  analytics: boolean;
  marketing: boolean;
}

import { CONSENT_EVENT, CONSENT_MANAGER_EVENT, type ConsentManager } from './consent-manager';

export { CONSENT_EVENT };
/** A consent manager's integration reports a choice (on load for one given earlier, and on every change). */
export function announceConsent(choice: ConsentChoice, win: Window = window): void {
  win.carwebConsent = choice;
  win.dispatchEvent(new CustomEvent<ConsentChoice>(CONSENT_EVENT, { detail: choice }));
}

/** The consent manager, behind the one thing the tracking adapters need from it. */
export interface ConsentSource {
  /** calls back once the visitor allows analytics (at once when allowed earlier); returns a function that stops waiting */
  onConsent(callback: () => void): () => void;
}

/** Consent as announced on the window (`announceConsent`). */
export function windowConsent(win: Window = window): ConsentSource {
  return {
    onConsent(callback) {
      if (win.carwebConsent?.analytics) {
        callback();
        return () => undefined;
      }
      const handler = (event: Event) => {
        if (!(event as CustomEvent<ConsentChoice>).detail?.analytics) return;
        win.removeEventListener(CONSENT_EVENT, handler);
        callback();
      };
      win.addEventListener(CONSENT_EVENT, handler);
      return () => win.removeEventListener(CONSENT_EVENT, handler);
    },
  };
}

/** Resolves once analytics is allowed; never when it is not (an abort rejects). */
export function analyticsConsent(signal: AbortSignal, win: Window = window): Promise<void> {
  return new Promise((resolve, reject) => {
    const stop = windowConsent(win).onConsent(resolve);
    signal.addEventListener('abort', () => {
      stop();
      reject(signal.reason);
    });
  });
}

/** A consent manager's integration says it can show its preferences (the footer link appears then). */
export function announceConsentManager(manager: ConsentManager, win: Window = window): void {
  win.carwebConsentManager = manager;
  win.dispatchEvent(new Event(CONSENT_MANAGER_EVENT));
}
