import { expect, test, type APIRequestContext } from '@playwright/test';
import { lockFaults, unlockFaults } from './support/faults-sandbox';

/**
 * Decision 0015 against a kia server of its own (4203) whose sandbox (4198) switches faults at run
 * time: an outage answers 503 (no-store, Retry-After, generic message in the site's chrome), never a
 * redirect; absence keeps the spec's redirects.
 */
const SITE = 'http://127.0.0.1:4203';
const SANDBOX = 'http://127.0.0.1:4198';
const HOME = '/de/haendler/auto-zentrum-zuerich';
const DETAIL = `${HOME}/auto-finden/kia-stonic-1-5-t-gdi-mhev-gt-line-100006`;
const GENERIC_DE = 'Es ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.';
const noRedirect = { maxRedirects: 0 };

test.describe.configure({ mode: 'serial' });

const setFaults = (request: APIRequestContext, spec: string) => request.put(`${SANDBOX}/__sandbox/faults`, { data: { spec } });

async function expectOutage(request: APIRequestContext, path: string) {
  const response = await request.get(`${SITE}${path}`, noRedirect);
  expect(response.status(), path).toBe(503);
  expect(response.headers()['cache-control']).toBe('no-store');
  expect(response.headers()['retry-after']).toBe('30');
  expect(response.headers()['location']).toBeUndefined();
  return response.text();
}

// the fault switch is shared with vehicle-checkouts.spec.ts, which may run in the other worker
test.beforeEach(async () => {
  await lockFaults();
});

test.afterEach(async ({ request }) => {
  await setFaults(request, '');
  unlockFaults();
});

test('dealer outage: the dealer search, a dealer home and sitemap.xml answer 503, no redirect', async ({ request }) => {
  await setFaults(request, 'dealer:error=1');
  expect(await expectOutage(request, '/de/haendlersuche')).toContain(GENERIC_DE);
  const home = await expectOutage(request, HOME);
  expect(home).toContain(GENERIC_DE);
  expect(home).toContain('href="/de/haendlersuche"'); // the site frame (its brand link), since the dealer is unknown
  expect(await expectOutage(request, '/sitemap.xml')).toBe('Service Unavailable');
});

test('core outage: a vehicle detail answers 503 with the message inside the dealer frame', async ({ request }) => {
  await setFaults(request, 'core:error=1');
  const html = await expectOutage(request, DETAIL);
  expect(html).toContain(GENERIC_DE);
  expect(html).toContain('Auto Zentrum Zürich AG');
  expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
});

test('malformed core answers and a core that is down are outages too, in the page language', async ({ request }) => {
  await setFaults(request, 'core:malformed=1');
  await expectOutage(request, DETAIL);
  await setFaults(request, 'core:down=1');
  const french = await expectOutage(
    request,
    DETAIL.replace('/de/haendler/', '/fr/concessionnaire/').replace('/auto-finden/', '/trouver-un-vehicule/'),
  );
  expect(french).toContain('Une erreur s&#x27;est produite. Veuillez réessayer.');
});

test('a core call over its time budget is an outage', async ({ request }) => {
  await setFaults(request, 'core:latency=3000');
  await expectOutage(request, DETAIL);
});

test('absence keeps the spec redirects: a missing vehicle 301s to the not-available page, an unknown dealer to the root redirect', async ({
  request,
}) => {
  const missing = await request.get(`${SITE}${HOME}/auto-finden/kia-gibt-es-nicht-99999999`, noRedirect);
  expect(missing.status()).toBe(301);
  expect(missing.headers()['location']).toBe(`${HOME}/fahrzeug-nicht-verfuegbar?vehicleId=99999999`);
  const dealer = await request.get(`${SITE}/de/haendler/gibt-es-nicht`, noRedirect);
  expect(dealer.status()).toBe(302);
  expect(dealer.headers()['location']).toBe('/de/haendlersuche');
});

test('in the browser: an outage during a client navigation shows the message in the dealer frame', async ({ page, request }) => {
  await page.goto(`${SITE}${HOME}`);
  await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');
  await setFaults(request, 'core:error=1');
  await page.goto(`${SITE}${DETAIL}`);
  await expect(page.getByRole('alert')).toHaveText(GENERIC_DE);
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
});
