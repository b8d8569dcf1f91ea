import { expect, test } from '@playwright/test';

const DEALER = '/de/haendler/auto-zentrum-zuerich';

test('the dealer home is rendered on the server with name, phone and vehicles', async ({ request }) => {
  const response = await request.get(DEALER);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('Auto Zentrum Zürich AG');
  expect(html).toContain('tel:+41441234567');
  expect(html).toContain('Unsere Fahrzeuge');
  expect(html.match(/media\/vehicles\/\d+\.svg/g)?.length ?? 0).toBeGreaterThan(3);
  expect(html).toContain('<html lang="de">');
});

test('the dealer home hydrates without console errors and navigates client-side', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(DEALER);
  await expect(page.getByRole('heading', { level: 1, name: 'Auto Zentrum Zürich AG' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Jetzt anrufen/ })).toHaveAttribute('href', 'tel:+41441234567');
  await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');
  expect(errors).toEqual([]);
});

test('French dealer home uses the French prefix and texts', async ({ page }) => {
  await page.goto('/fr/concessionnaire/auto-zentrum-zuerich');
  await expect(page.getByRole('link', { name: /Appeler maintenant/ })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});
