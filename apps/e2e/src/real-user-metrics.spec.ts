import { expect, test, type Page } from '@playwright/test';
import { settled } from './support/settled';

/**
 * Real-user metrics (decision 0042): a page load sends its web vitals to the brand server when the page is hidden;
 * the server keeps p75 per page type for operators (`/internal/rum`, loopback only). The site measures no automated
 * browser (`navigator.webdriver`): this test looks like a visitor's browser. The kia server of the e2e run is on the
 * sandbox, where every page view is measured (RUM_SAMPLE_RATE defaults to 1 there).
 */
const LIST = '/de/haendler/auto-zentrum-zuerich/auto-finden';
// the flood spends this address's beacon budget: after the browser's beacons
test.describe.configure({ mode: 'serial' });
const SITE = 'http://127.0.0.1:4201';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }));
});

interface MetricFigures {
  p75: number;
  count: number;
}
type Report = { pageTypes: Record<string, Partial<Record<'LCP' | 'INP' | 'CLS' | 'TTFB', MetricFigures>>> };

async function report(page: Page): Promise<Report> {
  const response = await page.request.get(`${SITE}/internal/rum`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Report;
}

const hydrated = () => document.documentElement.dataset['hydrated'] === 'true';

test('the list and the detail page send their web vitals; the operators see p75 per page type', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto(LIST);
  await page.waitForFunction(hydrated);
  // an interaction to measure, and time for the idle start of the measuring
  await page.getByRole('heading', { level: 1 }).click();
  await settled(page);
  const detail = await page.locator('main a[href*="/auto-finden/"]').first().getAttribute('href');
  expect(detail).toBeTruthy();
  // a document navigation hides the list: its beacon goes out
  await page.goto(detail ?? '');
  await page.waitForFunction(hydrated);
  await settled(page);
  await page.goto('about:blank');

  // (a beacon sent while a page unloads is not among Playwright's requests: the server's report is the witness)
  await expect
    .poll(async () => Object.keys((await report(page)).pageTypes).sort())
    .toEqual(expect.arrayContaining(['vehicleDetailPage', 'vehicleListPage']));
  const { pageTypes } = await report(page);
  for (const pageType of ['vehicleListPage', 'vehicleDetailPage']) {
    const figures = pageTypes[pageType];
    expect(figures?.TTFB?.count, pageType).toBeGreaterThan(0);
    expect(figures?.TTFB?.p75, pageType).toBeGreaterThan(0);
    expect(figures?.LCP?.count, pageType).toBeGreaterThan(0);
    expect(figures?.LCP?.p75, pageType).toBeGreaterThan(0);
  }
});

test('a flood of beacons from one address is refused with 429 and the pages still answer', async ({ request }) => {
  const beacon = JSON.stringify({ metrics: [{ name: 'TTFB', value: 120, pageType: 'vehicleListPage' }] });
  const answers = await Promise.all(
    Array.from({ length: 60 }, () => request.post(`${SITE}/rum`, { data: beacon, headers: { 'content-type': 'text/plain' } })),
  );
  const statuses = answers.map((answer) => answer.status());
  expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
  expect(statuses.every((status) => status === 204 || status === 429)).toBe(true);
  const started = Date.now();
  expect((await request.get(`${SITE}${LIST}`)).status()).toBe(200);
  expect(Date.now() - started).toBeLessThan(5_000);
});
