// Floods where they cost money or data (leads, check-ins, fair prices, uncached renders) and check-in answers read by
// guessing their hash.
import { createHash } from 'node:crypto';
import { bookCheckIn } from '../faults/check-in';
import { headerOf, rawRequest, type RawResponse } from './raw-http';
import { visitorHeaders, type Probe, type Target } from './probe';

const DEALER = '/de/haendler/auto-zentrum-zuerich';

/** `count` requests one after the other from one visitor; null once one answers 429 with Retry-After. */
async function flood(target: Target, count: number, send: (headers: Record<string, string>, index: number) => Promise<RawResponse>) {
  const visitor = visitorHeaders(target);
  const statuses = new Map<number, number>();
  for (let index = 0; index < count; index++) {
    const answer = await send(visitor, index);
    if (answer.status === 429) {
      const retryAfter = Number(headerOf(answer, 'retry-after'));
      if (!(retryAfter > 0)) return '429 without a Retry-After in seconds';
      if (!/no-store/.test(headerOf(answer, 'cache-control'))) return '429 that a cache may keep';
      return null;
    }
    statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
  }
  return `${count} requests, none refused (${[...statuses].map(([status, n]) => `${n}× ${status}`).join(', ')})`;
}

const form = (target: Target) => ({
  'content-type': 'application/x-www-form-urlencoded',
  origin: target.url,
  'sec-fetch-site': 'same-origin',
  host: new URL(target.url).host,
});

/** The sandbox's former hash: derived from the lead's sequential id. */
const guessedHash = (leadId: number) => createHash('sha256').update(`check-in-${leadId}`).digest('hex').slice(0, 16);

export const FLOOD_PROBES: Probe[] = [
  {
    finding: 'check-in answers readable by guessing the hash',
    run: async (target, context) => {
      const hash = await bookCheckIn(context.sandbox);
      const problems: string[] = [];
      const own = await rawRequest(target.url, `/api/form/check-in/${hash}?locale=de`, { headers: visitorHeaders(target) });
      if (own.status === 200 && !/no-store/.test(headerOf(own, 'cache-control'))) problems.push('a check-in answer without no-store');
      const guesser = visitorHeaders(target);
      for (let leadId = 1; leadId <= 60; leadId++) {
        const answer = await rawRequest(target.url, `/api/form/check-in/${guessedHash(leadId)}?locale=de`, { headers: guesser });
        if (answer.status === 200 && answer.body.includes('Matrix')) {
          problems.push(`lead ${leadId}'s check-in (name, car, plate) read by its derived hash`);
          break;
        }
      }
      await rawRequest(target.url, `${DEALER}/check-in/${hash}`, { headers: visitorHeaders(target) });
      if (context.replicaLogs().includes(hash)) problems.push('the check-in hash is written into the request log');
      return problems.length ? problems.join('; ') : null;
    },
  },
  {
    finding: 'no rate limit on check-in answers',
    run: (target) => flood(target, 40, (headers, i) => rawRequest(target.url, `/api/form/check-in/guess${i}?locale=de`, { headers })),
  },
  {
    finding: 'no rate limit on lead POSTs (no JavaScript)',
    run: (target) =>
      flood(target, 40, (headers) =>
        rawRequest(target.url, `${DEALER}/kontakt`, { method: 'POST', headers: { ...form(target), ...headers }, body: 'subject=x' }),
      ),
  },
  {
    finding: 'no rate limit on /data/fair-prices',
    run: (target) =>
      flood(target, 150, (headers, i) =>
        rawRequest(
          target.url,
          `/data/fair-prices?locale=de&dealerSlug=auto-zentrum-zuerich&filter=${encodeURIComponent(`{"page":${i}}`)}`,
          {
            headers,
          },
        ),
      ),
  },
  {
    finding: 'no rate limit on renders with random query parameters',
    run: (target) => flood(target, 400, (headers, i) => rawRequest(target.url, `${DEALER}?q=${i}-${Date.now()}`, { headers })),
  },
];
