import { expect, test } from '@playwright/test';

test.use({ baseURL: 'http://127.0.0.1:4202' });

test('toyota serves its own dealers with its own prefix and theme', async ({ request }) => {
  const response = await request.get('/de/partner/toyota-center-bern');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('--color-primary:#c8001e');
  expect(html).toMatch(/Toyota/);
});

test('the toyota dealer search lists only toyota dealers', async ({ page }) => {
  await page.goto('/de/haendlersuche');
  await expect(page.getByRole('link', { name: /Toyota Center Bern/i })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Auto Zentrum Zürich AG' })).toHaveCount(0);
});
