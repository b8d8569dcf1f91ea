// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { loaderOutcome, pageLoaderArgs } from '@carweb/platform-routing/testing';
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
  const args = pageLoaderArgs({ path: '/de/jobs?location=Bern', fetch, brand: testBrand, backends: { core: 'http://core.test' } });
  return { result: loadJobs(args), queryClient: args.env.queryClient, fetch };
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
    expect(await loaderOutcome(load(404).result)).toBe('302 /de/haendler/404');
  });

  it('an outage (5xx, a broken answer) answers 503 in the site frame', async () => {
    expect(await loaderOutcome(load(503).result)).toBe('outage');
    expect(await loaderOutcome(load(500).result)).toBe('outage');
    expect(await loaderOutcome(load(200, { jobs: [{ id: 1 }] }).result)).toBe('outage');
  });
});
