import type { Dealer } from '@carweb/api-contracts';
import type { StickyChatSetting } from '@carweb/platform-routing';
import type { BrandChat, Locale } from '@carweb/shared-util-brand';

export type ChatState = 'enabled' | 'disabled' | 'mobile-off';

/**
 * The part of a page's content (a promotion, news item, service, campaign or magazine article of the content service)
 * that decides about the chat: `stickyElement` 'Hidden' or 'onlyMobileDisabled', anything else (or none) = enabled.
 */
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
  /** the messenger account the chat opens in (none where neither the dealer nor the brand names one for the language) */
  messengerpeopleId: string | null;
}

/**
 * SPEC §4 chat config: the dealer's messenger data when it has some, else the brand's default chat (`BrandConfig.chat`)
 * for the language — its shared WhatsApp number and its messenger account of the language, German's for a language
 * without one. No dealer (a site page): the brand's default. A brand without a chat config has no chat (null), whatever
 * its dealers' data (the brand config requires one where the feature `stickyChat` is on).
 */
export function chatConfig(
  dealer: Pick<Dealer, 'messengerpeople'> | null,
  brandChat: BrandChat | undefined,
  locale: Locale,
): ChatConfig | null {
  if (!brandChat) return null;
  if (dealer?.messengerpeople) return { whatsappNumber: dealer.messengerpeople.phone, messengerpeopleId: dealer.messengerpeople.id };
  const ids = brandChat.messengerpeopleId;
  return { whatsappNumber: brandChat.whatsappNumber, messengerpeopleId: ids[locale] ?? ids.de ?? null };
}

/** wa.me link of a phone number in any notation (+41 79 123 45 67 → https://wa.me/41791234567). */
export function whatsappUrl(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}`;
}
