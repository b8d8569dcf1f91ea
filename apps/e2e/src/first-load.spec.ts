import { expect, test } from '@playwright/test';

// What the server rendered is what the browser hydrates: the first load of a page makes no API call of its
// own (only images), so it loads neither the contracts nor zod (decision 0011) and costs no round trip.
const PAGES = {
  'dealer home': '/de/haendler/auto-zentrum-zuerich',
  'vehicle list': '/de/haendler/auto-zentrum-zuerich/auto-finden',
  'vehicle detail': '/de/haendler/auto-zentrum-zuerich/auto-finden/kia-stonic-1-5-t-gdi-mhev-gt-line-100006',
};

for (const [name, path] of Object.entries(PAGES)) {
  test(`the first load of the ${name} makes no API call and loads no contracts`, async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/') && !url.pathname.includes('/media/')) calls.push(`${request.method()} ${url.pathname}`);
    });
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');
    expect(calls).toEqual([]);
    expect((await Promise.all(scripts)).filter((code) => /\b_zod\b|ZodError/.test(code))).toHaveLength(0);
  });
}
