import type { DealerServiceSummary } from '@carweb/api-contracts';
import { ContentCard, routerLink } from '@carweb/shared-ui';

/** One service page of the dealer as the shared content card; its title links to the service detail. */
export function ServiceCard({ service, href }: { service: DealerServiceSummary; href: string }) {
  return <ContentCard title={service.title} href={href} renderLink={routerLink} image={service.image.url} text={service.teaser} />;
}
