import { useIntl } from 'react-intl';
import { useBrand } from '@carweb/platform-routing';
import { languageOf } from '@carweb/shared-util-i18n';
import { BrandHomeLink } from './BrandHomeLink';
import { ContentNavigation } from './ContentNavigation';
import { LanguageSwitcher } from './LanguageSwitcher';
import { siteNavigation } from './main-navigation';
import { MainNavigation } from './MainNavigation';
import { MenuButton, useHeaderMenu } from './MenuButton';
import styles from './navigation.module.css';

const MENU_ID = 'site-menu';

/**
 * The site pages' header: the brand (its corporate home), the brand's content navigation — the site's own navigation
 * (model list, configurator, brand world) standing in while it loads, when it failed or is empty — and the language
 * switch; on small screens behind a menu button.
 */
export function SiteHeader() {
  const brand = useBrand();
  const locale = languageOf(useIntl().locale);
  const menu = useHeaderMenu();
  const navigation = siteNavigation(brand, locale);
  const standardNavigation = navigation.length > 0 ? <MainNavigation entries={navigation} onNavigate={menu.close} /> : null;
  return (
    <header className={styles['header']} onKeyDown={menu.closeOnEscape}>
      <div className={styles['headerInner']}>
        <BrandHomeLink brand={brand} locale={locale} withName />
        <MenuButton menu={menu} controls={MENU_ID} />
        <div id={MENU_ID} className={styles['menu']} data-open={menu.open}>
          <ContentNavigation fallback={standardNavigation} onNavigate={menu.close} />
          <LanguageSwitcher onNavigate={menu.close} />
        </div>
      </div>
    </header>
  );
}
