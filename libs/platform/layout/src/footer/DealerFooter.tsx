import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Dealer } from '@carweb/api-contracts';
import { useDealerBase } from '@carweb/platform-routing';
import { visuallyHiddenClass } from '@carweb/shared-ui';
import { messages } from '../messages';
import { Footnotes } from './Footnotes';
import { footerLinks, type FooterLink } from './footer-links';
import styles from './DealerFooter.module.css';

const SOCIAL_NAMES = { facebook: 'Facebook', instagram: 'Instagram', twitter: 'Twitter', youtube: 'YouTube' } as const;

function FooterAnchor({ link, children }: { link: Pick<FooterLink, 'href' | 'external'>; children: React.ReactNode }) {
  const intl = useIntl();
  if (link.external) {
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer">
        {children}
        <span className={visuallyHiddenClass}> {intl.formatMessage(messages.opensInNewWindow)}</span>
      </a>
    );
  }
  return link.href.startsWith('/') ? <Link to={link.href}>{children}</Link> : <a href={link.href}>{children}</a>;
}

/** Contact, quick links, social links, locations, brand and legal links, copyright, footnotes (SPEC §2). */
export function DealerFooter({ dealer, phone }: { dealer: Dealer; phone: string }) {
  const intl = useIntl();
  const base = useDealerBase();
  const links = footerLinks(dealer, base, phone);
  const label = (key: FooterLink['key']) => intl.formatMessage(messages[key], { brand: base.brand.displayName });
  return (
    <footer className={styles['footer']}>
      <div className={styles['columns']}>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{intl.formatMessage(messages.contact)}</h2>
          <address>
            <strong>{dealer.name}</strong>
            <br />
            {dealer.street}
            <br />
            {dealer.zip} {dealer.city}
          </address>
          {links.locations && (
            <p>
              <FooterAnchor link={links.locations}>{label('locations')}</FooterAnchor>
            </p>
          )}
          <ul className={styles['contactLinks']}>
            {links.contact.map((link) => (
              <li key={link.key}>
                <FooterAnchor link={link}>{label(link.key)}</FooterAnchor>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links">{intl.formatMessage(messages.quickLinks)}</h2>
          <ul>
            {links.quickLinks.map((link) => (
              <li key={link.key}>
                <FooterAnchor link={link}>
                  {label(link.key)}
                  {link.key === 'call' && `: ${phone}`}
                </FooterAnchor>
              </li>
            ))}
          </ul>
        </section>
        {links.social.length > 0 && (
          <section aria-labelledby="footer-social">
            <h2 id="footer-social">{intl.formatMessage(messages.followUs)}</h2>
            <ul>
              {links.social.map((social) => (
                <li key={social.type}>
                  <FooterAnchor link={{ href: social.url, external: true }}>{SOCIAL_NAMES[social.type]}</FooterAnchor>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      <div className={styles['legal']}>
        <ul aria-label={intl.formatMessage(messages.legal)}>
          {links.legal.map((link) => (
            <li key={link.key}>
              <FooterAnchor link={link}>{label(link.key)}</FooterAnchor>
            </li>
          ))}
        </ul>
        <p>{intl.formatMessage(messages.copyright, { year: new Date().getFullYear(), dealerName: dealer.name })}</p>
      </div>
      <Footnotes />
    </footer>
  );
}
