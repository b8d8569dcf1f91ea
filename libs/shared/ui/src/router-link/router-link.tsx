import { Link } from 'react-router-dom';
import type { LinkRenderProps } from '../vehicle-card/VehicleCard';

/**
 * The `renderLink` of a card or a page-builder button on a page of the site: a router link (a client-side navigation).
 * Without it the components render plain anchors (a story without a router, the server's plain pages).
 */
export function routerLink({ href, className, children }: LinkRenderProps) {
  return (
    <Link to={href} className={className}>
      {children}
    </Link>
  );
}
