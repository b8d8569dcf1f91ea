import type { Dealer } from '@carweb/api-contracts';
import { useRouteEnv } from '@carweb/platform-routing';
import { autoDealerJsonLd, jsonForScript } from './auto-dealer-json-ld';

/** The dealer as schema.org AutoDealer, on every dealer page. */
export function AutoDealerJsonLd({ dealer, homePath }: { dealer: Dealer; homePath: string }) {
  const { brand, origin } = useRouteEnv();
  const data = autoDealerJsonLd(dealer, `${origin ?? ''}${homePath}`, origin, brand.displayName);
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />;
}
