import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const HOME_DE = '/de/haendler/auto-zentrum-zuerich';
const hydrated = () => document.documentElement.dataset['hydrated'] === 'true';

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the mobile menu opens and closes (button, Escape, navigation)', async ({ page }) => {
    await page.goto(HOME_DE);
    await page.waitForFunction(hydrated);
    const button = page.getByRole('button', { name: 'Menü öffnen' });
    const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(navigation).toBeHidden();
    await button.click();
    const close = page.getByRole('button', { name: 'Menü schliessen' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(navigation.getByRole('link', { name: 'Fahrzeuge' })).toBeVisible();
    await close.click();
    await expect(navigation).toBeHidden();
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await page.keyboard.press('Escape');
    await expect(navigation).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menü öffnen' })).toBeFocused();
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await navigation.getByRole('button', { name: 'Standorte' }).click();
    await navigation.getByRole('link', { name: 'Übersicht' }).click();
    await expect(page).toHaveURL(/\/de\/haendler\/auto-zentrum-zuerich\/standorte$/);
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeHidden();
  });

  test('no phone ribbon on mobile, the footer has the call link', async ({ page }) => {
    await page.goto(HOME_DE);
    await expect(page.getByTestId('phone-ribbon')).toBeHidden();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: /Anrufen: \+41 44 123 45 67/ })).toHaveAttribute(
      'href',
      'tel:+41441234567',
    );
  });
});

test('desktop: the main navigation follows the dealer, the locations menu works by keyboard', async ({ page }) => {
  await page.goto(HOME_DE);
  await page.waitForFunction(hydrated);
  const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect(navigation.getByRole('link')).toHaveText(['Fahrzeuge', 'Junge Occasionen', 'Service', 'Eintausch', 'Modelle', /Karriere/]);
  const locations = navigation.getByRole('button', { name: 'Standorte' });
  await locations.focus();
  await page.keyboard.press('Enter');
  await expect(locations).toHaveAttribute('aria-expanded', 'true');
  await expect(navigation.getByRole('link', { name: 'Auto Zentrum Zürich – Oerlikon' })).toHaveAttribute(
    'href',
    '/de/haendler/auto-zentrum-zuerich/standorte/auto-zentrum-zuerich-oerlikon',
  );
  await page.keyboard.press('Escape');
  await expect(locations).toHaveAttribute('aria-expanded', 'false');
  await expect(locations).toBeFocused();
});

test('a kia service dealer without cars: no vehicle list, trade-in or model range', async ({ page }) => {
  await page.goto('/de/haendler/kia-service-bern');
  const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect(navigation.getByRole('link')).toHaveText(['Service', 'Über uns']);
});

test('desktop: the phone ribbon expands to 200px on focus', async ({ page }) => {
  await page.goto(HOME_DE);
  await page.waitForFunction(hydrated);
  const ribbon = page.getByRole('link', { name: 'Rufen Sie uns an: +41 44 123 45 67' });
  await expect(ribbon).toHaveAttribute('href', 'tel:+41441234567');
  expect((await ribbon.boundingBox())?.width).toBe(48);
  await ribbon.focus();
  await expect.poll(async () => (await ribbon.boundingBox())?.width).toBe(200);
});

test('footer: social, quick, brand and legal links, copyright of this year', async ({ page }) => {
  await page.goto(HOME_DE);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: /Facebook/ })).toHaveAttribute('href', 'https://www.facebook.com/autozentrumzuerich');
  await expect(footer.getByRole('link', { name: 'Standorte' })).toHaveAttribute('href', '/de/haendler/auto-zentrum-zuerich/standorte');
  await expect(footer.getByRole('link', { name: 'Servicetermin vereinbaren' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Probefahrt vereinbaren' })).toHaveAttribute(
    'href',
    '/de/haendler/auto-zentrum-zuerich/probefahrt',
  );
  await expect(footer.getByRole('link', { name: 'E-Mail schreiben' })).toHaveAttribute('href', 'mailto:info@auto-zentrum-zuerich.ch');
  await expect(footer.getByRole('link', { name: /Datenschutz/ })).toHaveAttribute('href', 'https://www.kia.ch/de/datenschutz');
  await expect(footer.getByRole('link', { name: /WLTP/ })).toBeVisible();
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Auto Zentrum Zürich AG`);
});

test('404: status, noindex and the spec text, in the page language', async ({ request, page }) => {
  for (const [path, text] of [
    ['/de/haendler/404', 'Die von Ihnen angeforderte Seite existiert leider nicht.'],
    ['/fr/concessionnaire/auto-zentrum-zuerich/nexiste-pas', "La page que vous recherchez n'est plus disponible."],
    // the language root is the corporate home; a path no page of the language has is the not-found page
    ['/de/gibt-es-nicht', 'Die von Ihnen angeforderte Seite existiert leider nicht.'],
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).toContain(text.replace("'", '&#x27;'));
    expect(html).not.toContain('rel="canonical"');
  }
  const response = await page.goto('/fr/concessionnaire/auto-zentrum-zuerich/nexiste-pas');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: /Auto Zentrum Zürich AG/ })).toBeVisible();
});

test('an unmatched path redirects to the first locale', async ({ request }) => {
  const response = await request.get('/voellig/unsinnig?x=1', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers()['location']).toBe('/de/voellig/unsinnig?x=1');
});

for (const path of [HOME_DE, '/fr/concessionnaire/auto-zentrum-zuerich']) {
  test(`axe: no serious or critical violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await page.waitForFunction(hydrated);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test('axe: the open mobile menu has no serious or critical violation', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(HOME_DE);
  await page.waitForFunction(hydrated);
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});
