import { getInternalIp } from '@carweb/api-base';
import type { ApiContext } from '@carweb/api-http';
import { windowConsent } from './consent';
import { internalTrafficEvent, pushToDataLayer, type DataLayerEvent } from './data-layer';
import { isEditorFrame } from './editor-frame';
import { loadScript } from './load-script';
import { startTagManager } from './tag-manager';
import type { BrandTrackingConfig } from './tracking-config';

/**
 * Browser only, loaded lazily after hydration: the internal-IP flag, the consent manager and the
 * consent-gated tag manager (both skipped in the editing frame). Returns a stop function.
 */
export function startTracking(config: BrandTrackingConfig, api: ApiContext, win: Window = window): () => void {
  // the server verified the editing frame (decision 0038), or the frame says so itself
  const editorFrame = Boolean(api.contentPreview) || isEditorFrame(win);
  const push = (event: DataLayerEvent) => pushToDataLayer(event, win);
  if (!editorFrame && config.consentScriptUrl) {
    loadScript(config.consentScriptUrl).catch((error: unknown) => console.error('Consent manager failed to load', error));
  }
  // the data layer has one reader, the tag manager: without one, no internal-IP call (and no contract load)
  if (!config.tagManagerId) return () => undefined;
  getInternalIp(api).then(
    (internal) => push(internalTrafficEvent(internal)),
    () => push(internalTrafficEvent(false)),
  );
  return startTagManager({ containerId: config.tagManagerId, consent: windowConsent(win), editorFrame, load: loadScript, push });
}

export function trackPageView(
  event: { pageType: string; trackingGroup: string | null; language: string; path: string },
  win: Window = window,
) {
  pushToDataLayer({ event: 'pageView', ...event }, win);
}
