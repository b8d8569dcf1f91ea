import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { sitePagePath, useBrand } from '@carweb/platform-routing';
import { languageOf } from '@carweb/shared-util-i18n';
import { brandLinks } from '../footer/brand-links';
import { ContentFooter } from '../footer/ContentFooter';
import { FooterAnchor } from '../footer/FooterAnchor';
import { messages } from '../messages';
import styles from './SiteLayout.module.css';

/**
 * The site pages' footer: the brand's content footer (every brand), the standard site footer standing in while the
 * content loads, when it failed or is empty. `links` (the brand's own site pages, e.g. its forms) show in both.
 */
export function SiteFooter({ links }: { links?: ReactNode }) {
  return <ContentFooter fallback={<StandardSiteFooter links={links} />} links={links} />;
}

/** The corporate contact, the brand's own links, its legal links and the copyright. */
function StandardSiteFooter({ links }: { links?: ReactNode }) {
  const intl = useIntl();
  const brand = useBrand();
  const locale = languageOf(intl.locale);
  const legal = brandLinks(brand, locale);
  const external = (href: string) => ({ href, external: true });
  return (
    <footer className={styles['footer']}>
      <p>
        <Link to={sitePagePath(brand, locale, 'contact')}>{intl.formatMessage(messages.contact)}</Link>
      </p>
      {links}
      <ul aria-label={intl.formatMessage(messages.legal)}>
        <li>
          <FooterAnchor link={external(legal.corporate)}>
            {intl.formatMessage(messages.corporate, { brand: brand.displayName })}
          </FooterAnchor>
        </li>
        <li>
          <FooterAnchor link={external(legal.privacy)}>{intl.formatMessage(messages.privacy)}</FooterAnchor>
        </li>
        <li>
          <FooterAnchor link={external(legal.emissionsTest)}>{intl.formatMessage(messages.emissionsTest)}</FooterAnchor>
        </li>
      </ul>
      <p>{intl.formatMessage(messages.copyright, { year: new Date().getFullYear(), dealerName: brand.displayName })}</p>
    </footer>
  );
}
