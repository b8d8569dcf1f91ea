import { useIntl } from 'react-intl';
import { Outlet } from 'react-router-dom';
import { useDealerBySlug } from '@carweb/api-dealer';
import { dealerPagePath, useDealerBase } from '@carweb/platform-routing';
import { AutoDealerJsonLd } from '@carweb/platform-seo';
import { StickyChat, useTrackedPhone } from '@carweb/platform-tracking';
import { DealerFooter } from '../footer/DealerFooter';
import { messages } from '../messages';
import { DealerHeader } from '../navigation/DealerHeader';
import { PhoneRibbon } from '../phone-ribbon/PhoneRibbon';
import { ShellStateProvider } from '../shell/shell-state';
import styles from './DealerLayout.module.css';

/**
 * The frame of every dealer page: header with navigation, phone ribbon, the page, footer, sticky chat (the dealer's; a
 * page with content decides its state with `useChatPageContent`).
 */
export function DealerLayout() {
  const intl = useIntl();
  const base = useDealerBase();
  const { data: dealer } = useDealerBySlug(base.dealerSlug);
  const phone = useTrackedPhone(dealer.phone);
  return (
    <ShellStateProvider>
      <AutoDealerJsonLd dealer={dealer} homePath={dealerPagePath(base)} />
      <a className={styles['skipLink']} href="#main">
        {intl.formatMessage(messages.skipToContent)}
      </a>
      <DealerHeader dealer={dealer} />
      <PhoneRibbon phone={phone} />
      <main id="main" className={styles['main']} tabIndex={-1}>
        <Outlet />
      </main>
      <DealerFooter dealer={dealer} phone={phone} />
      <StickyChat dealer={dealer} />
    </ShellStateProvider>
  );
}
