import type { Dealer } from '@carweb/api-contracts';
import type { StickyChatSetting } from '@carweb/platform-routing';
import type { Locale } from '@carweb/shared-util-brand';
import { DEFAULT_CHAT } from '../tracking-config';

export type ChatState = 'enabled' | 'disabled' | 'mobile-off';

/** The part of a content page that decides about the chat. */
export interface ChatPageContent {
  stickyElement?: string | null;
}

/**
 * SPEC §4: with page content its stickyElement decides (onlyMobileDisabled = mobile-off,
 * Hidden = disabled, otherwise enabled); without, the route's stickyChat (undefined = enabled).
 */
export function stickyChatState(
  pageContent: ChatPageContent | null | undefined,
  routeStickyChat: StickyChatSetting | undefined,
): ChatState {
  if (pageContent) {
    if (pageContent.stickyElement === 'onlyMobileDisabled') return 'mobile-off';
    if (pageContent.stickyElement === 'Hidden') return 'disabled';
    return 'enabled';
  }
  if (routeStickyChat === undefined) return 'enabled';
  if (routeStickyChat === 'onlyMobileDisabled') return 'mobile-off';
  return routeStickyChat ? 'enabled' : 'disabled';
}

export interface ChatConfig {
  whatsappNumber: string;
  messengerpeopleId: string;
}

/** The dealer's messenger data when it has some, else the per-language default with the shared WhatsApp number. */
export function chatConfig(dealer: Pick<Dealer, 'messengerpeople'>, locale: Locale): ChatConfig {
  if (dealer.messengerpeople) return { whatsappNumber: dealer.messengerpeople.phone, messengerpeopleId: dealer.messengerpeople.id };
  const ids = DEFAULT_CHAT.messengerpeopleId;
  return { whatsappNumber: DEFAULT_CHAT.whatsappNumber, messengerpeopleId: ids[locale] ?? ids.de ?? '' };
}

/** wa.me link of a phone number in any notation (+41 79 123 45 67 → https://wa.me/41791234567). */
export function whatsappUrl(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}`;
}
