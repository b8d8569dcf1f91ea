import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Dealer } from '@carweb/api-contracts';
import { dealerPagePath, useCurrentPageMatch, useDealerBase } from '@carweb/platform-routing';
import { messages } from '../messages';
import { useMainNavigationVisibility } from '../shell/shell-state';
import { BrandHomeLink } from './BrandHomeLink';
import { LanguageSwitcher } from './LanguageSwitcher';
import { mainNavigation } from './main-navigation';
import { MainNavigation } from './MainNavigation';
import { MenuButton, useHeaderMenu } from './MenuButton';

/** Only a brand whose navigation is content loads its code (the list page's first-load budget, decision 0022). */
const ContentNavigation = lazy(() => import('./ContentNavigation').then((module) => ({ default: module.ContentNavigation })));
import styles from './navigation.module.css';

const MENU_ID = 'dealer-menu';

/**
 * The brand's logo (the brand's corporate home), the dealer name (the dealer's home), main navigation and language
 * switch; on small screens behind a menu button.
 */
export function DealerHeader({ dealer }: { dealer: Dealer }) {
  const intl = useIntl();
  const base = useDealerBase();
  const navType = useCurrentPageMatch()?.handle.navType ?? 'default';
  const [navigationVisible] = useMainNavigationVisibility();
  const menu = useHeaderMenu();
  const standardNavigation = <MainNavigation entries={mainNavigation(dealer, base)} onNavigate={menu.close} />;
  return (
    <header className={styles['header']} data-nav-type={navType} onKeyDown={menu.closeOnEscape}>
      <div className={styles['headerInner']}>
        <div className={styles['brandMark']}>
          {/* a dealer without language prefix: the brand's home in the dealer's language */}
          <BrandHomeLink brand={base.brand} locale={base.locale} />
          <Link
            className={styles['brand']}
            to={dealerPagePath(base)}
            aria-label={intl.formatMessage(messages.homeOf, { dealerName: dealer.name })}
          >
            {dealer.logo ? <img src={dealer.logo} alt="" height={40} /> : null}
            <span>{dealer.name}</span>
          </Link>
        </div>
        <MenuButton menu={menu} controls={MENU_ID} />
        <div id={MENU_ID} className={styles['menu']} data-open={menu.open}>
          {navigationVisible &&
            (base.brand.navigationSource === 'multileaseContent' ? (
              <Suspense fallback={standardNavigation}>
                <ContentNavigation fallback={standardNavigation} onNavigate={menu.close} />
              </Suspense>
            ) : (
              standardNavigation
            ))}
          <LanguageSwitcher onNavigate={menu.close} />
        </div>
      </div>
    </header>
  );
}
