// @vitest-environment node
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { ApiContext } from '@carweb/api-http';
import { isOutageResponse, type PageLoaderArgs } from '@carweb/platform-routing';
import { testBrand } from '@carweb/shared-testing';
import { loadJobs } from './jobs-loader';

const JOB = {
  id: '100-sales',
  title: 'Verkaufsberater/in',
  dealerId: 100,
  dealerName: 'Auto Zentrum Zürich AG',
  location: '8048 Zürich',
  employmentType: 'fulltime',
  workload: '80–100%',
  publishedAt: '2026-10-11',
  description: 'Sie beraten unsere Kundschaft.',
  url: 'https://jobs.example.ch/auto-zentrum-zuerich/sales',
};

/** The loader on /de/jobs with the core API answering `status` and `body`. */
function load(status: number, body: unknown = {}) {
  const fetch = vi.fn(
    async (_input: RequestInfo | URL) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
  const api: ApiContext = {
    locale: 'de',
    wholesaler: 'kia',
    country: 'ch',
    platform: 'partnerweb',
    backends: { core: 'http://core.test', dealer: '', form: '', model: '', base: '', content: '', brand: '', payment: '' },
    fetch,
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const args: PageLoaderArgs = {
    request: new Request('http://site.test/de/jobs?location=Bern'),
    params: {},
    env: { brand: testBrand, queryClient, api: () => api },
    locale: 'de',
    api,
  };
  return { result: loadJobs(args), queryClient, fetch };
}

/** What the loader threw: a redirect's status and target, or 'outage' for the 503 answer. */
async function thrown(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return `${error.status} ${error.headers.get('Location')}`;
    if (isOutageResponse(error)) return 'outage';
    throw error;
  }
  return 'no answer thrown';
}

describe('the jobs page loader (decision 0015 failure contract)', () => {
  it('loads the jobs of the brand into the query cache (the place filters them on the page)', async () => {
    const { result, queryClient, fetch } = load(200, { jobs: [JOB] });
    await expect(result).resolves.toBeNull();
    expect(String(fetch.mock.calls[0]?.[0])).toContain('/de/kia/ch/partnerweb/jobs');
    expect(queryClient.getQueryData(['core', 'jobs', 'de', 'kia'])).toEqual([JOB]);
  });

  it('no open position is the page’s empty state, not an error', async () => {
    await expect(load(200, { jobs: [] }).result).resolves.toBeNull();
  });

  it('a brand the core API has no jobs for (404) goes to the not-found route', async () => {
    expect(await thrown(load(404).result)).toBe('302 /de/haendler/404');
  });

  it('an outage (5xx, a broken answer) answers 503 in the site frame', async () => {
    expect(await thrown(load(503).result)).toBe('outage');
    expect(await thrown(load(500).result)).toBe('outage');
    expect(await thrown(load(200, { jobs: [{ id: 1 }] }).result)).toBe('outage');
  });
});
