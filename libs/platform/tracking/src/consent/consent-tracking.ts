import { getInternalIp } from '@carweb/api-base';
import { internalTrafficEvent, pushToDataLayer, type DataLayerEvent } from '../data-layer';
import { loadScript } from '../load-script';
import type { TrackingStart } from '../tracking-start';
import { startTagManager } from '../tag-manager';
import { consentModeUpdate } from './consent-mode';
import { announceConsent, announceConsentManager, CONSENT_EVENT, windowConsent, type ConsentChoice } from './consent-state';
import { bannerAsks } from './consent-banner-state';
import { pendingAnswer } from './consent-pending';
import type { ConsentManager } from './consent-manager';
import { storedConsent } from './stored-consent';

/**
 * The network's own consent manager where the environment names one, else the site's embedded one. The embedded one
 * loads only when the visitor uses it: the server-rendered banner asks a new visitor (ConsentBanner), a returning
 * visitor's stored choice is announced at once, and the footer's settings load it to change the choice. Where the
 * banner cannot ask (a framed page) the library shows its own box.
 */
function startConsentManager({ config, locale, privacyUrl }: TrackingStart, win: Window) {
  const failed = (error: unknown) => console.error('Consent manager failed to load', error);
  if (config.consentScriptUrl) return void loadScript(config.consentScriptUrl).catch(failed);
  const run = () => import('./embedded-consent').then((consent) => consent.runEmbeddedConsent(locale, privacyUrl, win));
  const stored = storedConsent(win.document.cookie);
  const pending = stored ? null : pendingAnswer(win.document.cookie);
  // the banner's answer on the page before was not stored yet: it is now (the library's box never shows for it)
  if (pending) {
    const answer = import('./embedded-consent').then((consent) => consent.answerConsent(pending, locale, privacyUrl));
    return void answer.catch(failed);
  }
  if (!stored && !bannerAsks(win.document)) return void run().catch(failed);
  if (stored) announceConsent(stored, win);
  // the embedded manager announces itself when it has run; its preferences then open (never this stand-in again)
  const standIn: ConsentManager = {
    showPreferences: () =>
      void run().then(() => {
        const manager = win.carwebConsentManager;
        if (manager && manager !== standIn) manager.showPreferences();
      }, failed),
  };
  announceConsentManager(standIn, win);
}

/**
 * What needs the visitor's consent, loaded once the page is interactive where a brand has any (decision 0041): the
 * consent manager, the tag manager with Consent Mode updates, and (after consent) the internal-IP flag for it. Returns a
 * stop function.
 */
export function startConsentTracking(start: TrackingStart, win: Window = window): () => void {
  const { config, api } = start;
  const push = (event: DataLayerEvent) => pushToDataLayer(event, win);
  const stops: (() => void)[] = [];
  if (config.tagManagerId) {
    const update = (event: Event) => push(consentModeUpdate((event as CustomEvent<ConsentChoice>).detail));
    win.addEventListener(CONSENT_EVENT, update);
    stops.push(() => win.removeEventListener(CONSENT_EVENT, update));
    const consent = windowConsent(win);
    // the flag is the tag manager's (SPEC §6): asked only once it may load, never on a page whose visitor declined
    stops.push(
      consent.onConsent(() =>
        getInternalIp(api).then(
          (internal) => push(internalTrafficEvent(internal)),
          () => push(internalTrafficEvent(false)),
        ),
      ),
    );
    stops.push(
      startTagManager({
        containerId: config.tagManagerId,
        scriptUrl: config.tagManagerScriptUrl,
        consent,
        editorFrame: false,
        load: loadScript,
        push,
      }),
    );
  }
  startConsentManager(start, win);
  return () => stops.forEach((stop) => stop());
}
