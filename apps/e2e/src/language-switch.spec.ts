import { expect, test } from '@playwright/test';

const hydrated = () => document.documentElement.dataset['hydrated'] === 'true';

test('switching language on the dealer home lands on the same page in the other language', async ({ page }) => {
  await page.goto('/de/haendler/auto-zentrum-zuerich?utm_source=e2e');
  await page.waitForFunction(hydrated);
  const switcher = page.getByRole('navigation', { name: 'Sprache wählen' });
  await expect(switcher.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('aria-current', 'true');
  await switcher.getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/fr\/concessionnaire\/auto-zentrum-zuerich\?utm_source=e2e$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Auto Zentrum Zürich AG' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Appeler maintenant/ })).toBeVisible();
  await page.getByRole('navigation', { name: 'Choisir la langue' }).getByRole('link', { name: 'Italiano' }).click();
  await expect(page).toHaveURL(/\/it\/concessionario\/auto-zentrum-zuerich\?utm_source=e2e$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
});

test('the language switcher offers only the languages of the dealer', async ({ page }) => {
  await page.goto('/de/haendler/kia-service-bern');
  const switcher = page.getByRole('navigation', { name: 'Sprache wählen' });
  await expect(switcher.getByRole('link')).toHaveCount(2);
  await expect(switcher.getByRole('link', { name: 'Français' })).toHaveAttribute('href', '/fr/concessionnaire/kia-service-bern');
  // a one-language dealer has no switcher at all
  await page.goto('/concessionario/garage-lugano');
  await expect(page.getByRole('navigation', { name: 'Scegliere la lingua' })).toHaveCount(0);
});

test('a language switch on the dealer search keeps the page', async ({ page }) => {
  await page.goto('/de/haendlersuche');
  await page.waitForFunction(hydrated);
  await page.getByRole('navigation', { name: 'Sprache wählen' }).getByRole('link', { name: 'Italiano' }).click();
  await expect(page).toHaveURL(/\/it\/ricerca-concessionari$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
});
