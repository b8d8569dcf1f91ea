import { expect, test } from '@playwright/test';

const noRedirect = { maxRedirects: 0 };

test('/ redirects (302) to the dealer search page', async ({ request }) => {
  const response = await request.get('/', noRedirect);
  expect(response.status()).toBe(302);
  expect(response.headers()['location']).toBe('/de/haendlersuche');
});

test('the dealer search lists dealers with links to their homes', async ({ page }) => {
  await page.goto('/de/haendlersuche');
  await expect(page.getByRole('heading', { level: 1, name: 'Händlersuche' })).toBeVisible();
  await page.getByLabel('Ort, PLZ oder Name').fill('zurich');
  await page.getByRole('link', { name: 'Auto Zentrum Zürich AG' }).click();
  await expect(page).toHaveURL(/\/de\/haendler\/auto-zentrum-zuerich$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Auto Zentrum Zürich AG' })).toBeVisible();
});

test('a dealer URL without locale redirects (302) to the default locale keeping the query string', async ({ request }) => {
  const response = await request.get('/haendler/auto-zentrum-zuerich?utm_source=test&x=1', noRedirect);
  expect(response.status()).toBe(302);
  expect(response.headers()['location']).toBe('/de/haendler/auto-zentrum-zuerich?utm_source=test&x=1');
});

test("an unsupported locale redirects to the dealer's first locale", async ({ request }) => {
  const response = await request.get('/en/dealer/auto-zentrum-zuerich', noRedirect);
  expect(response.status()).toBe(302);
  expect(response.headers()['location']).toBe('/de/haendler/auto-zentrum-zuerich');
});

test('a single-locale dealer lives without language prefix', async ({ request }) => {
  const response = await request.get('/it/concessionario/garage-lugano', noRedirect);
  expect(response.status()).toBe(302);
  expect(response.headers()['location']).toBe('/concessionario/garage-lugano');
  const page = await request.get('/concessionario/garage-lugano');
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain('<html lang="it">');
});

test('an unknown dealer redirects to the root redirect address', async ({ request }) => {
  const response = await request.get('/de/haendler/gibt-es-nicht', noRedirect);
  expect(response.status()).toBe(302);
  expect(response.headers()['location']).toBe('/de/haendlersuche');
});

test('a nonsense path is a 404 page with noindex and the spec text', async ({ request }) => {
  for (const path of ['/voellig/unsinnig/pfad', '/de/haendler/auto-zentrum-zuerich/gibt-es-nicht']) {
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).toContain('Die von Ihnen angeforderte Seite existiert leider nicht.');
  }
});
