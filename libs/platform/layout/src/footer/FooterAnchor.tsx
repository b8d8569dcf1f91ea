import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { visuallyHiddenClass } from '@carweb/shared-ui';
import type { ResolvedLink } from '../links/dealer-links';
import { messages } from '../messages';

export const SOCIAL_NAMES = { facebook: 'Facebook', instagram: 'Instagram', twitter: 'Twitter', youtube: 'YouTube' } as const;

/** A footer link: external ones in a new window (announced), site paths by the router, mailto:/tel: as they are. */
export function FooterAnchor({ link, children }: { link: ResolvedLink; children: React.ReactNode }) {
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
