import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ResolvedLink } from '@carweb/platform-layout';
import { buttonClassName } from '@carweb/shared-ui';

/** A call to action in the look of the shared button: a router link inside the site, an anchor on the page, a new window outside. */
export function CtaLink({ link, children }: { link: ResolvedLink; children: ReactNode }) {
  const className = buttonClassName();
  if (link.external) {
    return (
      <a className={className} href={link.href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  if (link.href.startsWith('#')) {
    return (
      <a className={className} href={link.href}>
        {children}
      </a>
    );
  }
  return (
    <Link className={className} to={link.href}>
      {children}
    </Link>
  );
}
