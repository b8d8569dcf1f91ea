import { withoutPersonalTokens } from '@carweb/platform-routing';
import { consentModeDefault } from './consent/consent-mode';
import { pushToDataLayer } from './data-layer';
import { isEditorFrame } from './editor-frame';
import { samplePageLoad } from './rum/sampling';
import { needsConsent } from './tracking-config';
import type { TrackingStart } from './tracking-start';

/** Without the environment's rate: one page load in ten (decision 0042). */
export const DEFAULT_RUM_SAMPLE_RATE = 0.1;

/** Real-user metrics (decision 0042) of a drawn page load: only a drawn one loads their code. */
function startRealUserMetrics({ config, pageType }: TrackingStart, win: Window): Promise<() => void> | null {
  const sampleRate = config.rumSampleRate ?? DEFAULT_RUM_SAMPLE_RATE;
  if (!samplePageLoad(sampleRate, Math.random, win)) return null;
  return import('./rum/real-user-metrics').then((rum) =>
    rum.startRealUserMetrics({ pageType, sampleRate, sampled: true, push: (event) => pushToDataLayer(event, win), win }),
  );
}

/**
 * The tracking adapter every page starts once the browser is idle after hydration (decision 0032): real-user metrics
 * of a drawn page load and, where the brand has anything that needs consent, Consent Mode's "all denied" at once and
 * the consent manager with the tag manager from a chunk of their own (decision 0041). Nothing of it in the content
 * tool's editing frame or a verified preview (SPEC §4). Returns a stop function.
 */
export function startTracking(start: TrackingStart, win: Window = window): () => void {
  // the server verified the editing frame (decision 0038), or the frame says so itself
  if (start.api.contentPreview || isEditorFrame(win)) return () => undefined;
  const started = [startRealUserMetrics(start, win)];
  if (needsConsent(start.config)) {
    // before any page view reaches the data layer: everything denied until the visitor chooses
    if (start.config.tagManagerId) pushToDataLayer(consentModeDefault(), win);
    started.push(import('./consent/consent-tracking').then((consent) => consent.startConsentTracking(start, win)));
  }
  let stopped = false;
  const stops: (() => void)[] = [];
  for (const promise of started) {
    promise?.then(
      (stop) => (stopped ? stop() : stops.push(stop)),
      (error: unknown) => console.error('Tracking failed to start', error),
    );
  }
  return () => {
    stopped = true;
    stops.forEach((stop) => stop());
  };
}

/**
 * A page view for the tag manager: its path (and `pageLocation`, the URL a container should report instead of the
 * browser's) without a check-in's hash, which alone opens a customer's data.
 */
export function trackPageView(
  event: { pageType: string; trackingGroup: string | null; language: string; path: string },
  win: Window = window,
) {
  const path = withoutPersonalTokens(event.path);
  const { origin = '', search = '' } = win.location ?? {};
  pushToDataLayer({ event: 'pageView', ...event, path, pageLocation: `${origin}${path}${search}` }, win);
}
