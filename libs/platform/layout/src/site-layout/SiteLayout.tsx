import { useIntl } from 'react-intl';
import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { sitePagePath, useBrand } from '@carweb/platform-routing';
import { visuallyHiddenClass } from '@carweb/shared-ui';
import { languageOf } from '@carweb/shared-util-i18n';
import { brandLinks } from '../footer/brand-links';
import { messages } from '../messages';
import { BrandLogo } from '../navigation/BrandLogo';
import { LanguageSwitcher } from '../navigation/LanguageSwitcher';
import { MainNavigation } from '../navigation/MainNavigation';
import { siteNavigation } from '../navigation/main-navigation';
import dealerStyles from '../dealer-layout/DealerLayout.module.css';
import navStyles from '../navigation/navigation.module.css';
import styles from './SiteLayout.module.css';

/** The site pages' layout route: the site frame around the matched page. */
export function SiteLayout({ footerLinks }: Pick<SiteFrameProps, 'footerLinks'>) {
  return (
    <SiteFrame footerLinks={footerLinks}>
      <Outlet />
    </SiteFrame>
  );
}

export interface SiteFrameProps {
  children: ReactNode;
  /** links to the brand's own site pages (e.g. its brand forms), in the footer beside the contact */
  footerLinks?: ReactNode;
}

/**
 * The frame of site pages that are not below a dealer (dealer search, model list, brand world): brand, the site's
 * navigation (model list, brand world), language switch,
 * legal links, the corporate contact. Also the frame of an error answer whose dealer is unknown (decision 0015).
 */
export function SiteFrame({ children, footerLinks }: SiteFrameProps) {
  const intl = useIntl();
  const brand = useBrand();
  const locale = languageOf(intl.locale);
  const links = brandLinks(brand, locale);
  const navigation = siteNavigation(brand, locale);
  const external = (href: string, label: string) => (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {label}
      <span className={visuallyHiddenClass}> {intl.formatMessage(messages.opensInNewWindow)}</span>
    </a>
  );
  return (
    <>
      <a className={dealerStyles['skipLink']} href="#main">
        {intl.formatMessage(messages.skipToContent)}
      </a>
      <header className={navStyles['header']}>
        <div className={navStyles['headerInner']}>
          <Link className={navStyles['brand']} to={sitePagePath(brand, locale, 'dealerSearch')}>
            <BrandLogo brand={brand} />
            {/* the logo names the brand for assistive technology */}
            <span aria-hidden="true">{brand.displayName}</span>
          </Link>
          {navigation.length > 0 && <MainNavigation entries={navigation} />}
          <LanguageSwitcher />
        </div>
      </header>
      <main id="main" className={dealerStyles['main']} tabIndex={-1}>
        {children}
      </main>
      <footer className={styles['footer']}>
        <p>
          <Link to={sitePagePath(brand, locale, 'contact')}>{intl.formatMessage(messages.contact)}</Link>
        </p>
        {footerLinks}
        <ul aria-label={intl.formatMessage(messages.legal)}>
          <li>{external(links.corporate, intl.formatMessage(messages.corporate, { brand: brand.displayName }))}</li>
          <li>{external(links.privacy, intl.formatMessage(messages.privacy))}</li>
          <li>{external(links.emissionsTest, intl.formatMessage(messages.emissionsTest))}</li>
        </ul>
        <p>{intl.formatMessage(messages.copyright, { year: new Date().getFullYear(), dealerName: brand.displayName })}</p>
      </footer>
    </>
  );
}
