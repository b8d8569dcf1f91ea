// Cache poisoning by Host, X-Forwarded-Host and X-Forwarded-Proto; a sitemap and memory per foreign host.
import fc from 'fast-check';
import { headerOf, namedUrls, rawRequest } from './raw-http';
import { visitorHeaders, type Probe, type SuiteContext, type Target } from './probe';

/** The only other sites a page names: schema.org's vocabulary and the seeded dealers' social profiles. */
const THIRD_PARTIES = new Set(['schema.org', 'www.facebook.com', 'www.instagram.com', 'www.youtube.com']);

/**
 * The URLs of a page that name neither the configured origin, nor the address the visitor asked (a replica's own, on a
 * site that takes its origin from the request), nor a known third party.
 */
export function foreignUrls(html: string, origins: readonly string[]): string[] {
  return namedUrls(html).filter((url) => {
    const parsed = URL.parse(url);
    return !parsed || (!origins.includes(parsed.origin) && !(parsed.protocol === 'https:' && THIRD_PARTIES.has(parsed.hostname)));
  });
}

const hostOf = (url: string) => new URL(url).host;

/**
 * A hostile request first (the page's cache is empty), then a visitor's: neither may name a URL off the site. The
 * hostile answer itself may be refused (421) instead.
 */
async function poisoned(target: Target, context: SuiteContext, hostile: Record<string, string>): Promise<string | null> {
  const path = context.freshPath();
  const origins = [context.origin, new URL(target.url).origin];
  const first = await rawRequest(target.url, path, { headers: { host: hostOf(target.url), ...visitorHeaders(target), ...hostile } });
  const own = first.status === 421 ? [] : foreignUrls(first.body, origins);
  if (own.length) return `the hostile request's page names ${own[0]}`;
  const later = await rawRequest(target.url, path, { headers: { host: hostOf(target.url), ...visitorHeaders(target) } });
  if (later.status !== 200) return `a visitor's request after it answered ${later.status}`;
  const stored = foreignUrls(later.body, origins);
  if (stored.length)
    return `the next visitor's page names ${stored[0]} (${headerOf(later, 'x-edge-cache') || headerOf(later, 'x-page-cache')})`;
  if (!headerOf(later, 'x-frame-options')) return "the next visitor's page may be framed by any site (no X-Frame-Options)";
  return null;
}

const poisoning = (finding: string, hostile: Record<string, string>): Probe => ({
  finding,
  run: (target, context) => poisoned(target, context, hostile),
});

const hostileValue = fc.oneof(
  fc.domain().filter((domain) => !THIRD_PARTIES.has(domain)),
  fc.constantFrom('evil.example', 'evil.example:4200', 'preview.evil.example', 'localhost.evil.example', '127.0.0.1:1', 'LOCALHOST:1'),
  fc.stringMatching(/^[\x21-\x7e]{0,30}$/),
);

export const ORIGIN_PROBES: Probe[] = [
  poisoning('cache poisoning by Host', { host: 'evil.example' }),
  poisoning('cache poisoning by Host with another port', { host: 'localhost:1' }),
  poisoning('cache poisoning by X-Forwarded-Host', { 'x-forwarded-host': 'evil.example' }),
  poisoning('an X-Forwarded-Host with "preview" makes a page frameable', { 'x-forwarded-host': 'preview.evil.example' }),
  poisoning('cache poisoning by X-Forwarded-Proto', { 'x-forwarded-proto': 'ftp' }),
  {
    finding: 'no URL a page names is off the site, whatever headers arrive (property)',
    run: async (target, context) => {
      let failure: string | null = null;
      await fc
        .assert(
          fc.asyncProperty(
            fc.oneof(hostileValue, fc.constant(hostOf(target.url))),
            hostileValue,
            fc.constantFrom('https', 'http', 'ftp', 'javascript', 'https, http', ''),
            async (host, forwardedHost, proto) => {
              failure = await poisoned(target, context, { host, 'x-forwarded-host': forwardedHost, 'x-forwarded-proto': proto });
              return failure === null;
            },
          ),
          { numRuns: 25, seed: 37, endOnFailure: true },
        )
        // fast-check throws on the first counterexample (`failure` says what it got) or on an error of the probe itself
        .catch((error: unknown) => {
          failure ??= `the property stopped: ${String(error).slice(0, 300)}`;
        });
      return failure;
    },
  },
  {
    finding: 'each new Host builds and keeps a sitemap',
    run: async (target, context) => {
      for (const host of ['evil-1.example', 'evil-2.example']) {
        const answer = await rawRequest(target.url, '/sitemap.xml', { headers: { host }, timeoutMs: 60_000 });
        if (answer.status === 421) continue;
        const named = [...answer.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
        const off = named.find((url) => !url.startsWith(`${context.origin}/`));
        if (off) return `a sitemap for ${host} (${answer.status}) names ${off}`;
      }
      return null;
    },
  },
];

/**
 * 10,000 requests with distinct Host headers (pages, every thousandth the sitemap) to a replica of its own: what it
 * retains (heap and external memory after a full garbage collection, read from its metrics) grows by less than 5 MB.
 */
export const MEMORY_PROBE: Probe = {
  finding: 'memory per distinct Host (10,000 requests)',
  run: async (target, context) => {
    if (target.name !== 'direct') return null;
    const replica = await context.measuredReplica();
    const send = async (from: number, count: number, deadline: number) => {
      let next = from;
      const worker = async () => {
        while (next < from + count && Date.now() < deadline) {
          const index = next++;
          // every thousandth a sitemap: the one a site builds and keeps (2.4 MB) must not be built per host
          const path = index % 1_000 === 0 ? '/sitemap.xml' : '/de/haendler/auto-zentrum-zuerich';
          await rawRequest(replica.url, path, { headers: { host: `h${index}.evil.example` }, timeoutMs: 60_000 });
        }
      };
      await Promise.all(Array.from({ length: 20 }, worker));
      return next - from;
    };
    try {
      await send(0, 2_000, Date.now() + 60_000);
      const before = await replica.retainedBytes();
      const sent = await send(100_000, 10_000, Date.now() + 120_000);
      const grown = ((await replica.retainedBytes()) - before) / 1024 / 1024;
      if (sent < 10_000) return `only ${sent} of 10,000 requests answered within 120 s`;
      console.log(`  retained memory after 10,000 distinct hosts: ${grown >= 0 ? '+' : ''}${grown.toFixed(2)} MB`);
      return grown < 5 ? null : `retained memory grew by ${grown.toFixed(1)} MB`;
    } finally {
      await replica.stop();
    }
  },
};
