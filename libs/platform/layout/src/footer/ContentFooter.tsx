import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useContentFooter } from '../content-chrome/use-content-chrome';
import { messages } from '../messages';
import { ConsentSettingsButton } from '@carweb/platform-tracking';
import { FooterAnchor, SOCIAL_NAMES } from './FooterAnchor';
import { Footnotes } from './Footnotes';
import styles from './DealerFooter.module.css';

/**
 * The brand's footer from the content service (the site pages of every brand; the dealer pages of a brand whose
 * `navigationSource` is content): its link groups, contact items, social and legal links, copyright text and footnote,
 * then the base service's footnotes. `links`: the site's own links beside the legal ones (the brand forms). Without
 * content (failed, empty, still loading in the browser) `fallback` shows.
 */
export function ContentFooter({ fallback, links }: { fallback: ReactNode; links?: ReactNode }) {
  const intl = useIntl();
  const id = useId();
  const footer = useContentFooter();
  if (!footer) return fallback;
  return (
    <footer className={styles['footer']}>
      <div className={styles['columns']}>
        {footer.groups.map((group, index) => (
          <section key={`${group.title}-${index}`} aria-labelledby={`${id}-group-${index}`}>
            <h2 id={`${id}-group-${index}`}>{group.title}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={`${link.label}-${link.href}`}>
                  <FooterAnchor link={link}>{link.label}</FooterAnchor>
                </li>
              ))}
            </ul>
          </section>
        ))}
        {footer.contact.length > 0 && (
          <section aria-labelledby={`${id}-contact`}>
            <h2 id={`${id}-contact`}>{intl.formatMessage(messages.contact)}</h2>
            <ul>
              {footer.contact.map((item) => (
                <li key={`${item.type}-${item.value}`}>
                  {`${item.label}: `}
                  {item.link ? <FooterAnchor link={item.link}>{item.value}</FooterAnchor> : item.value}
                </li>
              ))}
            </ul>
          </section>
        )}
        {footer.social.length > 0 && (
          <section aria-labelledby={`${id}-social`}>
            <h2 id={`${id}-social`}>{intl.formatMessage(messages.followUs)}</h2>
            <ul>
              {footer.social.map((social) => (
                <li key={social.url}>
                  <FooterAnchor link={{ href: social.url, external: true }}>{SOCIAL_NAMES[social.type]}</FooterAnchor>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      <div className={styles['legal']}>
        {links}
        {footer.legal.length > 0 && (
          <ul aria-label={intl.formatMessage(messages.legal)}>
            {footer.legal.map((link) => (
              <li key={`${link.label}-${link.href}`}>
                <FooterAnchor link={link}>{link.label}</FooterAnchor>
              </li>
            ))}
          </ul>
        )}
        <ConsentSettingsButton className={styles['consentSettings']} />
        {footer.copyright && <p>{footer.copyright}</p>}
      </div>
      {footer.footnote && <p className={styles['footnote']}>{footer.footnote}</p>}
      <Footnotes />
    </footer>
  );
}
