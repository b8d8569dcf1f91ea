import type { DataLayerEvent } from '../data-layer';
import type { ConsentChoice } from './consent-state';

type ConsentModeSignal = 'granted' | 'denied';

/** Google Consent Mode v2: the four signals of a choice. */
export function consentModeSignals(choice: ConsentChoice): Record<string, ConsentModeSignal> {
  const of = (allowed: boolean): ConsentModeSignal => (allowed ? 'granted' : 'denied');
  return {
    analytics_storage: of(choice.analytics),
    ad_storage: of(choice.marketing),
    ad_user_data: of(choice.marketing),
    ad_personalization: of(choice.marketing),
  };
}

/**
 * A `gtag('consent', …)` command as the tag manager reads it from the data layer: an `arguments` object, not a plain
 * array (gtag.js tells commands from events by that).
 */
function gtagCommand(..._args: unknown[]): DataLayerEvent {
  // eslint-disable-next-line prefer-rest-params -- gtag's data-layer format is the arguments object itself
  return arguments as unknown as DataLayerEvent;
}

/** Everything denied until the visitor chooses; the tag manager waits up to 500 ms for an update on load. */
export const consentModeDefault = () =>
  gtagCommand('consent', 'default', { ...consentModeSignals({ analytics: false, marketing: false }), wait_for_update: 500 });

export const consentModeUpdate = (choice: ConsentChoice) => gtagCommand('consent', 'update', consentModeSignals(choice));
