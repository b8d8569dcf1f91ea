import { expect, test } from '@playwright/test';

const hydrated = () => document.documentElement.dataset['hydrated'] === 'true';

test('kia: the approved entry of the dealer menu leads to a server-rendered list of young-used programme vehicles', async ({
  page,
  request,
}) => {
  const approved = '/de/haendler/auto-zentrum-zuerich/junge-occasionen';
  // server HTML: title, and every card carries the young-used tag; the preset is no removable filter tag
  const html = await (await request.get(approved)).text();
  expect(html).toContain('<h1');
  expect(html).toContain('Junge Occasionen von Auto Zentrum Zürich AG');
  const cards = html.match(/<article[\s\S]*?<\/article>/g) ?? [];
  expect(cards.length).toBeGreaterThan(0);
  for (const card of cards) expect(card).toContain('Junge Occasion');
  expect(html).not.toContain('Filter Junge Occasion entfernen');
  // the page owns the quality tags: a visitor's tag in the URL cannot widen the list
  const widened = await (await request.get(`${approved}?qualitytags[]=warranty`)).text();
  expect(widened.match(/<article/g)?.length).toBe(cards.length);

  await page.goto('/de/haendler/auto-zentrum-zuerich');
  await page.waitForFunction(hydrated);
  const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect(navigation.getByRole('link', { name: 'Auto-Abo' })).toHaveCount(0);
  await navigation.getByRole('link', { name: 'Junge Occasionen' }).click();
  await expect(page).toHaveURL(new RegExp(`${approved}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Junge Occasionen von Auto Zentrum Zürich AG' })).toBeVisible();
  const results = page.getByRole('region', { name: 'Suchergebnisse' }).getByRole('article');
  await expect(results).toHaveCount(cards.length);
  await expect(results.filter({ hasText: 'Junge Occasion' })).toHaveCount(cards.length);
  await expect(page.getByRole('status').filter({ hasText: /Fahrzeuge?$/ })).toHaveText(new RegExp(`^${cards.length} Fahrzeuge?$`));
});

test.describe('toyota', () => {
  test.use({ baseURL: 'http://127.0.0.1:4202' });

  test('the subscription entry leads to a list of vehicles that all have subscription data', async ({ page, request }) => {
    await page.goto('/de/partner/toyota-center-bern');
    await page.waitForFunction(hydrated);
    const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(navigation.getByRole('link', { name: 'Junge Occasionen' })).toHaveCount(0);
    await navigation.getByRole('link', { name: 'Auto-Abo' }).click();
    await expect(page).toHaveURL(/\/de\/partner\/toyota-center-bern\/auto-abo$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Auto-Abo bei Toyota Center Bern AG' })).toBeVisible();
    const links = page
      .getByRole('region', { name: 'Suchergebnisse' })
      .getByRole('article')
      .getByRole('heading', { level: 2 })
      .getByRole('link');
    await expect(links.first()).toBeVisible();
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    for (const href of hrefs) {
      // every vehicle's detail page renders its subscription data (price per month, minimum term)
      const detail = await (await request.get(href)).text();
      expect(detail, href).toMatch(/Auto-Abo ab CHF [\d'&#x;]+\.–/);
      expect(detail, href).toMatch(/Mindestlaufzeit \d+ Monate/);
    }
  });
});
