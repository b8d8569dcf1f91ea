import { lazy, Suspense, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import type { Dealer } from '@carweb/api-contracts';
import { dealerPagePath, useCurrentPageMatch, useDealerBase } from '@carweb/platform-routing';
import { messages } from '../messages';
import { useMainNavigationVisibility } from '../shell/shell-state';
import { BrandLogo } from './BrandLogo';
import { LanguageSwitcher } from './LanguageSwitcher';
import { mainNavigation } from './main-navigation';
import { MainNavigation } from './MainNavigation';

/** Only a brand whose navigation is content loads its code (the list page's first-load budget, decision 0022). */
const ContentNavigation = lazy(() => import('./ContentNavigation').then((module) => ({ default: module.ContentNavigation })));
import styles from './navigation.module.css';

const MENU_ID = 'dealer-menu';

/** Dealer name (home link), main navigation and language switch; on small screens behind a menu button. */
export function DealerHeader({ dealer }: { dealer: Dealer }) {
  const intl = useIntl();
  const base = useDealerBase();
  const navType = useCurrentPageMatch()?.handle.navType ?? 'default';
  const [navigationVisible] = useMainNavigationVisibility();
  const { pathname } = useLocation();
  // the menu belongs to the page it was opened on: a navigation closes it (no effect, no flicker)
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);
  const standardNavigation = <MainNavigation entries={mainNavigation(dealer, base)} onNavigate={close} />;
  const closeOnEscape = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      close();
      button.current?.focus();
    }
  };
  return (
    <header className={styles['header']} data-nav-type={navType} onKeyDown={closeOnEscape}>
      <div className={styles['headerInner']}>
        <div className={styles['brandMark']}>
          <BrandLogo brand={base.brand} />
          <Link
            className={styles['brand']}
            to={dealerPagePath(base)}
            aria-label={intl.formatMessage(messages.homeOf, { dealerName: dealer.name })}
          >
            {dealer.logo ? <img src={dealer.logo} alt="" height={40} /> : null}
            <span>{dealer.name}</span>
          </Link>
        </div>
        <button
          ref={button}
          type="button"
          className={styles['menuButton']}
          aria-expanded={open}
          aria-controls={MENU_ID}
          onClick={() => setOpen(!open)}
        >
          <span aria-hidden="true" className={styles['burger']} data-open={open} />
          <span>{intl.formatMessage(open ? messages.closeMenu : messages.openMenu)}</span>
        </button>
        <div id={MENU_ID} className={styles['menu']} data-open={open}>
          {navigationVisible &&
            (base.brand.navigationSource === 'multileaseContent' ? (
              <Suspense fallback={standardNavigation}>
                <ContentNavigation fallback={standardNavigation} onNavigate={close} />
              </Suspense>
            ) : (
              standardNavigation
            ))}
          <LanguageSwitcher onNavigate={close} />
        </div>
      </div>
    </header>
  );
}
