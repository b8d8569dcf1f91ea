export { ClientAdaptersProvider, ClientModule, useClientAdaptersEnabled, useClientModule } from './client-adapters';
export { type BrandTrackingConfig } from './tracking-config';
export { useChatPageContent } from './sticky-chat/chat-content';
export { pushToDataLayer, internalTrafficEvent, type DataLayerEvent } from './data-layer';
export { isEditorFrame } from './editor-frame';
export {
  announceConsent,
  announceConsentManager,
  windowConsent,
  CONSENT_EVENT,
  type ConsentChoice,
  type ConsentSource,
} from './consent/consent-state';
export { CONSENT_MANAGER_EVENT, type ConsentManager } from './consent/consent-manager';
export { ConsentSettingsButton } from './consent/ConsentSettingsButton';
export { ConsentBanner } from './consent/ConsentBanner';
export { startTagManager, tagManagerUrl, type TagManagerOptions } from './tag-manager';
export { whenCallTrackingReady, CALL_TRACKING_POLL_MS, type CallTrackingApi } from './call-tracking';
export { useTrackedPhone } from './use-tracked-phone';
export { CONTENT_TRACKING_THROTTLE_MS, contentImpressionTracker, useContentImpression } from './content-tracking';
export { TrackingRoot } from './TrackingRoot';
export { stickyChatState, chatConfig, whatsappUrl, type ChatState, type ChatPageContent, type ChatConfig } from './sticky-chat/chat-state';
export { StickyChat } from './sticky-chat/StickyChat';
export { trackingCatalog } from './messages';
export { PreviewNotice } from './preview/PreviewNotice';
