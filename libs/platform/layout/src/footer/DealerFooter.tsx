import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import type { Dealer } from '@carweb/api-contracts';
import { useDealerBase } from '@carweb/platform-routing';
import { messages } from '../messages';
import { ConsentSettingsButton } from '@carweb/platform-tracking';
import { FooterAnchor, SOCIAL_NAMES } from './FooterAnchor';
import { Footnotes } from './Footnotes';
import { footerLinks, type FooterLink } from './footer-links';
import styles from './DealerFooter.module.css';

/** Only a brand whose footer is content loads its code (the list page's first-load budget, decision 0022). */
const ContentFooter = lazy(() => import('./ContentFooter').then((module) => ({ default: module.ContentFooter })));

/**
 * The dealer pages' footer: the content service's (brand config `navigationSource`), or the standard one
 * (SPEC §2), which also stands in when that content fails or is empty.
 */
export function DealerFooter({ dealer, phone }: { dealer: Dealer; phone: string }) {
  const base = useDealerBase();
  const standard = <StandardFooter dealer={dealer} phone={phone} />;
  return base.brand.navigationSource === 'multileaseContent' ? (
    <Suspense fallback={standard}>
      <ContentFooter fallback={standard} />
    </Suspense>
  ) : (
    standard
  );
}

/** Contact, quick links, social links, locations, brand and legal links, copyright, footnotes (SPEC §2). */
function StandardFooter({ dealer, phone }: { dealer: Dealer; phone: string }) {
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
        <ConsentSettingsButton className={styles['consentSettings']} />
        <p>{intl.formatMessage(messages.copyright, { year: new Date().getFullYear(), dealerName: dealer.name })}</p>
      </div>
      <Footnotes />
    </footer>
  );
}
