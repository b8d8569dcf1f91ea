import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Request } from '@playwright/test';
import { NO_CONSENT } from './support/consent';
import { settled } from './support/settled';

/**
 * Consent, tag manager and call tracking on kia's embedded default (decision 0041): the sandbox (4199) serves the
 * tag-manager container and the call-tracking script and keeps every data-layer event the container forwards.
 * Each test starts without a choice: the consent banner in the server's HTML asks.
 */
const SANDBOX = 'http://127.0.0.1:4199';
const DEALER_HOME = { de: '/de/haendler/auto-zentrum-zuerich', fr: '/fr/concessionnaire/auto-zentrum-zuerich' };
const DEALER_PHONE_HREF = /^tel:/;

test.use({ storageState: NO_CONSENT });

/** Requests to the sandbox's tag manager or call-tracking script. */
function thirdPartyRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/tags/')) seen.push(request);
  });
  return seen;
}

/** The server-rendered consent banner (ConsentBanner) */
const consentBox = (page: Page) => page.locator('#consent-banner');

/** Its buttons answer once React has hydrated the page (a click before is replayed by React only during hydration). */
async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');
}

interface StoredEvent {
  id: number;
  page: string;
  event: string | null;
  data: Record<string, unknown>;
}

async function sandboxEvents(page: Page, query: Record<string, string>): Promise<StoredEvent[]> {
  const response = await page.request.get(`${SANDBOX}/events?${new URLSearchParams(query)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { events: StoredEvent[] }).events;
}

async function lastEventId(page: Page): Promise<string> {
  const events = await sandboxEvents(page, {});
  return String(events.at(-1)?.id ?? 0);
}

/** The phone numbers of the page's tel: links, without the scheme. */
const telNumbers = (page: Page) =>
  page.locator('a[href^="tel:"]').evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')?.slice(4) ?? ''))]);

test('before a choice: the box asks (axe clean), nothing third-party loads; "necessary only" by keyboard survives a reload', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const requests = thirdPartyRequests(page);
  await openHydrated(page, DEALER_HOME.de);
  await expect(consentBox(page)).toBeVisible();
  await expect(consentBox(page)).toContainText('Ihre Privatsphäre');
  const axe = await new AxeBuilder({ page }).include('#consent-banner').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  const ownNumbers = await telNumbers(page);
  expect(ownNumbers.length).toBeGreaterThan(0);

  // keyboard alone: Tab reaches the box's buttons, Enter chooses
  const necessaryOnly = consentBox(page).getByRole('button', { name: 'Nur notwendige' });
  for (let presses = 0; presses < 200 && !(await necessaryOnly.evaluate((button) => button === document.activeElement)); presses += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(necessaryOnly).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(consentBox(page)).toBeHidden();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Cookie-Einstellungen' })).toBeVisible();
  await expect(consentBox(page)).toBeHidden();
  // once what starts after hydration has had its turn: the dealer's own numbers stay, nothing was fetched from the sandbox's tags
  await settled(page);
  expect(await telNumbers(page)).toEqual(ownNumbers);
  expect(requests.map((request) => request.url())).toEqual([]);
});

test('fr: the box is axe clean; accepting loads the tag manager, the sandbox receives the page view with its tracking group', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const since = await lastEventId(page);
  const requests = thirdPartyRequests(page);
  await openHydrated(page, DEALER_HOME.fr);
  await expect(consentBox(page)).toBeVisible();
  await expect(consentBox(page)).toContainText('Votre vie privée');
  const axe = await new AxeBuilder({ page }).include('#consent-banner').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  expect(requests).toEqual([]);

  await consentBox(page).getByRole('button', { name: 'Tout accepter' }).click();
  await expect.poll(() => requests.map((request) => new URL(request.url()).pathname)).toContain('/tags/gtm.js');
  await expect
    .poll(async () => (await sandboxEvents(page, { since, event: 'pageView', page: DEALER_HOME.fr })).map((e) => e.data))
    .toContainEqual(expect.objectContaining({ pageType: 'homepagePartnerWeb', trackingGroup: 'homepage', language: 'fr' }));
  const [signals] = (await sandboxEvents(page, { since, event: 'gtag', page: DEALER_HOME.fr })).map((e) => e.data['command']);
  expect(signals).toEqual(['consent', 'default', expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied' })]);
  // asked only after the consent (the tag manager's flag), so it may come after the page view
  await expect
    .poll(async () =>
      (await sandboxEvents(page, { since, event: 'internalTraffic', page: DEALER_HOME.fr })).map((e) => e.data['internalTraffic']),
    )
    .toContainEqual(expect.any(Number));
});

test('after consent the dealer number is replaced everywhere by the tracked one once the script is ready', async ({ page }) => {
  test.setTimeout(60_000);
  await openHydrated(page, DEALER_HOME.de);
  const ownNumbers = await telNumbers(page);
  await consentBox(page).getByRole('button', { name: 'Alle akzeptieren' }).click();
  // measured in the page: from the moment the script says ready until every tel: link carries another number
  const { numbers } = await page.evaluate(
    (own) =>
      new Promise<{ waitedMs: number; numbers: string[] }>((resolve) => {
        const api = () => (window as unknown as { carwebCallTracking?: { isReady(): boolean } }).carwebCallTracking;
        const untilReady = setInterval(() => {
          if (!api()?.isReady()) return;
          clearInterval(untilReady);
          const readyAt = performance.now();
          const untilReplaced = setInterval(() => {
            const numbers = [
              ...new Set([...document.querySelectorAll('a[href^="tel:"]')].map((a) => a.getAttribute('href')?.slice(4) ?? '')),
            ];
            if (numbers.some((number) => own.includes(number))) return;
            clearInterval(untilReplaced);
            resolve({ waitedMs: performance.now() - readyAt, numbers });
          }, 10);
        }, 10);
      }),
    ownNumbers,
  );
  // the 500 ms poll itself is the unit tests' (adapters.test.ts, fake timers): a wall-clock bound here fails a busy host
  expect(numbers).toHaveLength(1);
  expect(numbers[0]).toMatch(/^\+41 ?[\d ]+$/);
  expect(numbers).not.toEqual(ownNumbers);
  await expect(page.locator('a[href^="tel:"]').first()).toHaveAttribute('href', DEALER_PHONE_HREF);
});

test('a call-tracking script that fails to load keeps the dealer number', async ({ page }) => {
  let aborted: () => void = () => undefined;
  const scriptAborted = new Promise<void>((resolve) => (aborted = resolve));
  await page.route('**/tags/call-tracking.js', async (route) => {
    await route.abort();
    aborted();
  });
  await openHydrated(page, DEALER_HOME.de);
  const ownNumbers = await telNumbers(page);
  await consentBox(page).getByRole('button', { name: 'Alle akzeptieren' }).click();
  // the script was asked for and failed, and the page has handled the failure
  await scriptAborted;
  await settled(page);
  expect(await telNumbers(page)).toEqual(ownNumbers);
});
