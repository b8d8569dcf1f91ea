import { expect, test } from '@playwright/test';
import { brokenLinks, crawlSite } from './support/crawl-site';

/**
 * Every link the site shows leads somewhere: a crawl of kia and toyota from `/`, bounded,
 * least-seen page kinds first. No 404 except the not-found page itself, no 5xx.
 */
const SITES = [
  ['kia', 'http://127.0.0.1:4201'],
  ['toyota', 'http://127.0.0.1:4202'],
] as const;
const MAX_PAGES = 250;
const isNotFoundPage = (url: string) => /\/404$/.test(url.split('?')[0] ?? '');

for (const [brand, base] of SITES) {
  test(`${brand}: a crawl of ${MAX_PAGES} pages from / finds no broken internal link`, async () => {
    test.setTimeout(180_000);
    const result = await crawlSite(base, MAX_PAGES, 3);
    expect(result.pages).toBeGreaterThan(MAX_PAGES / 2);
    expect(brokenLinks(result, isNotFoundPage)).toEqual([]);
  });
}
