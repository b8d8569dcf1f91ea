// The soak's real-user-metrics beacons (decision 0042): valid beacons from many visitors inside the page mix, and a
// flood from one address that the brand server must answer 429 without slowing the pages.
import type { Request } from 'autocannon';

/** The server's per-client budget (RUM_CLIENT_LIMIT of platform-ssr's rum-router): 20 at once, then 20 a minute. */
export const CLIENT_BUDGET = { burst: 20, perMinute: 20 };
/** The flood's client: one address the trusted local proxy (loopback, the default TRUST_PROXY) names. */
export const FLOOD_CLIENT = '192.0.2.66';

const PAGE_TYPES = ['vehicleListPage', 'vehicleDetailPage', 'homepagePartnerWeb', 'dealerSearchPage'] as const;
const BEACON_HEADERS = { 'content-type': 'text/plain;charset=UTF-8' };

/** What a browser's `sendBeacon` sends on leaving a page: the four metrics, their ratings, the page type, the elements. */
export function beaconBody(n: number): string {
  const pageType = PAGE_TYPES[n % PAGE_TYPES.length];
  const spread = (n * 7_919) % 1_000;
  const metric = (name: string, value: number, target?: string) => ({
    name,
    value,
    rating: 'good',
    pageType,
    navigationType: 'navigate',
    ...(target ? { target } : {}),
  });
  return JSON.stringify({
    metrics: [
      metric('TTFB', 80 + (spread % 400)),
      metric('LCP', 900 + spread * 3, 'main>div._gallery_a1>img._image_b2'),
      metric('CLS', (spread % 50) / 1_000, 'footer._footer_c3'),
      metric('INP', 40 + (spread % 300), spread % 2 ? 'button._apply_d4' : 'a._tile_e5'),
    ],
  });
}

/** Answers to the beacons, by status. */
export type BeaconTally = Map<number, number>;
const count = (tally: BeaconTally) => (status: number) => tally.set(status, (tally.get(status) ?? 0) + 1);

/**
 * The mix with a beacon after every `every`-th page request. Each beacon comes from a visitor address of its own (198.18.0.0/15,
 * the benchmarking range), as the trusted local proxy would name it: no visitor comes near its budget, and the server's
 * client map fills up to its bound during a long soak.
 */
export function withBeacons(pages: Request[], every: number, tally: BeaconTally): Request[] {
  let visitor = 0;
  const nextVisitor = () => {
    visitor = (visitor + 1) % 131_072;
    return `198.${18 + (visitor >> 16)}.${(visitor >> 8) & 255}.${visitor & 255}`;
  };
  const onResponse = count(tally);
  return pages.flatMap((page, i) =>
    (i + 1) % every === 0
      ? [
          page,
          {
            method: 'POST',
            path: '/rum',
            headers: BEACON_HEADERS,
            body: beaconBody(i),
            setupRequest: (request: Request) => ({ ...request, headers: { ...request.headers, 'x-forwarded-for': nextVisitor() } }),
            onResponse,
          } satisfies Request,
        ]
      : [page],
  );
}

/** The flood: valid beacons, all from one client. */
export function floodRequests(tally: BeaconTally): Request[] {
  return [
    {
      method: 'POST',
      path: '/rum',
      headers: { ...BEACON_HEADERS, 'x-forwarded-for': FLOOD_CLIENT },
      body: beaconBody(1),
      onResponse: count(tally),
    },
  ];
}

/** The most beacons one client may have answered 204 within `seconds`. */
export const clientBudgetFor = (seconds: number) => CLIENT_BUDGET.burst + Math.ceil((seconds / 60) * CLIENT_BUDGET.perMinute);

interface RumSummary {
  p75: number;
  total: number;
}

/** The operators' report (GET /internal/rum from this machine): the LCP samples and p75 per page type. */
export async function rumReport(site: string): Promise<Record<string, RumSummary>> {
  const response = await fetch(`${site}/internal/rum`);
  if (!response.ok) throw new Error(`/internal/rum answered ${response.status}`);
  const { pageTypes } = (await response.json()) as { pageTypes: Record<string, { LCP?: RumSummary }> };
  return Object.fromEntries(
    Object.entries(pageTypes).flatMap(([pageType, metrics]) => (metrics.LCP ? [[pageType, metrics.LCP] as const] : [])),
  );
}
