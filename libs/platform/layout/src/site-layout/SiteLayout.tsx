import { useIntl } from 'react-intl';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { StickyChat } from '@carweb/platform-tracking';
import { messages } from '../messages';
import { SiteHeader } from '../navigation/SiteHeader';
import dealerStyles from '../dealer-layout/DealerLayout.module.css';
import { SiteFooter } from './SiteFooter';

/**
 * The site pages' layout route: the site frame around the matched page, and the brand's default sticky chat (no
 * dealer: SPEC §4), whose state a content page decides with `useChatPageContent`.
 */
export function SiteLayout({ footerLinks }: Pick<SiteFrameProps, 'footerLinks'>) {
  return (
    <>
      <SiteFrame footerLinks={footerLinks}>
        <Outlet />
      </SiteFrame>
      <StickyChat dealer={null} />
    </>
  );
}

export interface SiteFrameProps {
  children: ReactNode;
  /** links to the brand's own site pages (e.g. its brand forms), in the footer beside the contact */
  footerLinks?: ReactNode;
}

/**
 * The frame of site pages that are not below a dealer (dealer search, model list, the brand's corporate and content
 * pages): the brand (its corporate home), the brand's content navigation and footer (the standard site navigation and
 * footer standing in), language switch. Also the frame of an error answer whose dealer is unknown (decision 0015).
 */
export function SiteFrame({ children, footerLinks }: SiteFrameProps) {
  const intl = useIntl();
  return (
    <>
      <a className={dealerStyles['skipLink']} href="#main">
        {intl.formatMessage(messages.skipToContent)}
      </a>
      <SiteHeader />
      <main id="main" className={dealerStyles['main']} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter links={footerLinks} />
    </>
  );
}
