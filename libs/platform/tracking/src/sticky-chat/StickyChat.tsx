import { useIntl } from 'react-intl';
import type { Dealer } from '@carweb/api-contracts';
import { useBrand, useCurrentPageMatch } from '@carweb/platform-routing';
import { languageOf } from '@carweb/shared-util-i18n';
import { useClientModule } from '../client-adapters';
import { useChatPageContentValue } from './chat-content';
import { chatConfig, stickyChatState } from './chat-state';

/**
 * The sticky chat of a page (SPEC §4): on where the brand has the feature and a chat config, in the state the page's
 * content decides (`useChatPageContent`), else its route's `stickyChat`; the dealer's messenger data, or without a
 * dealer (site pages) or data of its own the brand's default of the language. Its widget loads in the browser only,
 * once idle after hydration (decision 0032).
 */
export function StickyChat({ dealer }: { dealer: Pick<Dealer, 'messengerpeople'> | null }) {
  const brand = useBrand();
  const locale = languageOf(useIntl().locale);
  const state = stickyChatState(useChatPageContentValue(), useCurrentPageMatch()?.handle.stickyChat);
  const config = brand.features.stickyChat ? chatConfig(dealer, brand.chat, locale) : null;
  const active = config !== null && state !== 'disabled';
  const widget = useClientModule(() => import('./StickyChatWidget'), active);
  if (!widget || !config || !active) return null;
  return <widget.StickyChatWidget config={config} mobileOff={state === 'mobile-off'} />;
}
