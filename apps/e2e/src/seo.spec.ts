import { expect, test } from '@playwright/test';

test('the server HTML carries title, description, canonical, hreflang and JSON-LD', async ({ request, baseURL }) => {
  const response = await request.get('/fr/concessionnaire/auto-zentrum-zuerich?utm_source=newsletter');
  expect(response.status()).toBe(200);
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  // the base service `seo` texts with {dealerName} filled (page fallback: the dealer name alone)
  expect(head).toMatch(/<title>Auto Zentrum Zürich AG – [^<]+<\/title>/);
  expect(head).toMatch(/<meta name="description" content="[^"]*Auto Zentrum Zürich AG[^"]*"\/>/);
  expect(head).toContain(`<link rel="canonical" href="${baseURL}/fr/concessionnaire/auto-zentrum-zuerich"/>`);
  for (const [lang, path] of [
    ['de-CH', '/de/haendler/auto-zentrum-zuerich'],
    ['fr-CH', '/fr/concessionnaire/auto-zentrum-zuerich'],
    ['it-CH', '/it/concessionario/auto-zentrum-zuerich'],
    ['x-default', '/de/haendler/auto-zentrum-zuerich'],
  ]) {
    expect(head).toContain(`<link rel="alternate" hrefLang="${lang}" href="${baseURL}${path}"/>`);
  }
  expect(head).not.toContain('hrefLang="en-CH"');
  expect(head).toContain('<meta property="og:title"');
  expect(head).toContain('<meta name="twitter:card"');
  const jsonLd = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1];
  expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({
    '@type': 'AutoDealer',
    name: 'Auto Zentrum Zürich AG',
    telephone: '+41 44 123 45 67',
    address: { streetAddress: 'Badenerstrasse 500', postalCode: '8048', addressLocality: 'Zürich', addressCountry: 'CH' },
  });
});

test('a one-language dealer has one alternate and x-default, no language prefix', async ({ request, baseURL }) => {
  const html = await (await request.get('/concessionario/garage-lugano')).text();
  expect(html.match(/rel="alternate"/g)).toHaveLength(2);
  expect(html).toContain(`<link rel="alternate" hrefLang="it-CH" href="${baseURL}/concessionario/garage-lugano"/>`);
});

test('robots.txt and sitemap.xml per brand', async ({ request, baseURL }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toContain('text/plain');
  expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const xml = await sitemap.text();
  expect(xml).toContain(`<loc>${baseURL}/de/haendler/auto-zentrum-zuerich</loc>`);
  expect(xml).toContain(`<loc>${baseURL}/concessionario/garage-lugano</loc>`);
  expect(xml).not.toContain('toyota-center-bern');
  // vehicle detail pages of every dealer, in each dealer language, as the list page links them
  expect(xml).toContain(`<loc>${baseURL}/de/haendler/auto-zentrum-zuerich/auto-finden/kia-stonic-1-5-t-gdi-mhev-gt-line-100006</loc>`);
  expect(xml).toContain(
    `<loc>${baseURL}/fr/concessionnaire/auto-zentrum-zuerich/trouver-un-vehicule/kia-stonic-1-5-t-gdi-mhev-gt-line-100006</loc>`,
  );
  expect(xml).toMatch(new RegExp(`<loc>${baseURL}/concessionario/garage-lugano/trovare-un-auto/kia-[a-z0-9-]+-\\d+</loc>`));
  expect(xml.match(/<loc>/g)?.length ?? 0).toBeLessThanOrEqual(50_000);
});
