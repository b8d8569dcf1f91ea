import { useIntl } from 'react-intl';
import type { Dealer } from '@carweb/api-contracts';
import { useBrand, useCurrentPageMatch } from '@carweb/platform-routing';
import { languageOf } from '@carweb/shared-util-i18n';
import { useClientModule } from '../client-adapters';
import { chatConfig, stickyChatState, type ChatPageContent } from './chat-state';

/** The sticky chat of a dealer page; its widget loads in the browser only, after hydration. */
export function StickyChat({ dealer, pageContent }: { dealer: Pick<Dealer, 'messengerpeople'>; pageContent?: ChatPageContent | null }) {
  const brand = useBrand();
  const locale = languageOf(useIntl().locale);
  const state = stickyChatState(pageContent, useCurrentPageMatch()?.handle.stickyChat);
  const active = brand.features.stickyChat && state !== 'disabled';
  const widget = useClientModule(() => import('./StickyChatWidget'), active);
  if (!widget || !active) return null;
  return <widget.StickyChatWidget config={chatConfig(dealer, locale)} mobileOff={state === 'mobile-off'} />;
}
