import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ResolvedLink } from '@carweb/platform-layout';
import styles from '../promotions.module.css';

/** A call to action: a router link inside the site, an anchor on the page, a new window outside. */
export function CtaLink({ link, children }: { link: ResolvedLink; children: ReactNode }) {
  if (link.external) {
    return (
      <a className={styles['cta']} href={link.href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  if (link.href.startsWith('#')) {
    return (
      <a className={styles['cta']} href={link.href}>
        {children}
      </a>
    );
  }
  return (
    <Link className={styles['cta']} to={link.href}>
      {children}
    </Link>
  );
}
