import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Search alert (decision 0049): a list without results links to its alert; the alert form, with and without
 * JavaScript, ends in one stored soft lead (SPEC §7 soft-lead/submit) to the page's dealer carrying the filter in words
 * and the list's URL; a double submit without JavaScript stores one lead.
 */
const SANDBOX = 'http://127.0.0.1:4199';
const DEALER_ID = 100; // auto-zentrum-zuerich in the sandbox fixtures
const FILTER = '?priceto=1000'; // nothing in the sandbox costs this little

type Lang = 'de' | 'fr';
const LIST: Record<Lang, string> = {
  de: '/de/haendler/auto-zentrum-zuerich/auto-finden',
  fr: '/fr/concessionnaire/auto-zentrum-zuerich/trouver-un-vehicule',
};
const ALERT: Record<Lang, string> = { de: `${LIST.de}/suchauftrag`, fr: `${LIST.fr}/alerte-recherche` };
const TEXT = {
  de: {
    link: /^Suchauftrag: informiert werden/,
    title: 'Suchauftrag',
    words: /^bis CHF 1.000/,
    email: 'E-Mail',
    phone: 'Telefon',
    privacy: /Datenschutzerklärung gelesen/,
    submit: 'Suchauftrag senden',
    thanks: 'Vielen Dank für Ihre Anfrage',
    required: 'Dieses Feld ist erforderlich',
  },
  fr: {
    link: /^Alerte de recherche : être informé/,
    title: 'Alerte de recherche',
    words: /^jusqu'à CHF 1.000/,
    email: 'E-mail',
    phone: 'Téléphone',
    privacy: /déclaration de protection des données/,
    submit: "Envoyer l'alerte",
    thanks: 'Merci pour votre demande',
    required: 'Ce champ est obligatoire',
  },
} as const;

const hydrated = () => document.documentElement.dataset['hydrated'] === 'true';
const visitorEmail = () => `e2e-alert-${test.info().testId}-${test.info().retry}-${Date.now().toString(36)}@example.ch`;

interface StoredLead {
  dealerId: number | null;
  payload: { email?: string; phone?: string; source?: string; message?: string; dealerId?: number };
}

async function leadsOf(request: APIRequestContext, email: string): Promise<StoredLead[]> {
  const response = await request.get(`${SANDBOX}/__sandbox/leads?type=${encodeURIComponent('soft-lead/submit')}&limit=1000`);
  expect(response.ok()).toBe(true);
  const { leads } = (await response.json()) as { leads: StoredLead[] };
  return leads.filter((lead) => lead.payload.email === email);
}

async function expectOneAlert(request: APIRequestContext, lang: Lang, email: string, list = LIST[lang]) {
  const leads = await leadsOf(request, email);
  expect(leads).toHaveLength(1);
  const [lead] = leads;
  const brandWide = list !== LIST[lang];
  expect(lead.dealerId).toBe(brandWide ? null : DEALER_ID);
  expect(lead.payload).toMatchObject({ email, phone: '79 123 45 67', source: 'search-alert' });
  expect(lead.payload.dealerId).toBe(brandWide ? undefined : DEALER_ID);
  const [words, url] = (lead.payload.message ?? '').split('\n');
  expect(words).toMatch(TEXT[lang].words);
  expect(url).toMatch(new RegExp(`^https?://[^/]+${list}\\${FILTER}$`));
}

async function fill(page: Page, lang: Lang, email: string) {
  const t = TEXT[lang];
  await page.getByRole('textbox', { name: t.email, exact: true }).fill(email);
  await page.getByRole('textbox', { name: t.phone, exact: true }).fill('79 123 45 67');
  await page.getByRole('checkbox', { name: t.privacy }).check();
}

/** The data layer's form events: `event checkout step`. */
const formEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [])
      .filter((entry) => typeof entry['checkoutStep'] === 'number')
      .map((entry) => `${String(entry['event'])} ${String(entry['checkout'])} ${String(entry['checkoutStep'])}`),
  );

test.describe('with JavaScript', () => {
  for (const lang of ['de', 'fr'] as const) {
    test(`(${lang}) a list without results links to its alert; the alert is one soft lead with the filter URL`, async ({
      page,
      request,
    }) => {
      const email = visitorEmail();
      const t = TEXT[lang];
      await page.goto(`${LIST[lang]}${FILTER}`);
      await page.waitForFunction(hydrated);
      await page.getByRole('link', { name: t.link }).click();
      await expect(page).toHaveURL(`${ALERT[lang]}${FILTER}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
      // nothing typed: the spec's text, nothing stored
      await page.getByRole('button', { name: t.submit }).click();
      await expect(page.getByRole('alert').getByRole('link', { name: `${t.email}: ${t.required}` })).toBeVisible();
      await fill(page, lang, email);
      await page.getByRole('button', { name: t.submit }).click();
      await expect(page.getByRole('heading', { name: t.thanks })).toBeVisible();
      await expect(page).toHaveURL(`${ALERT[lang]}${FILTER}&sent`);
      await expectOneAlert(request, lang, email);
      expect(await formEvents(page)).toEqual(['begin_checkout search_alert 1', 'checkout_confirmation search_alert 2']);
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of ['de', 'fr'] as const) {
    test(`(${lang}) the link, a 422 that keeps the values, then a double submit: one soft lead with the filter URL`, async ({
      page,
      request,
    }) => {
      const email = visitorEmail();
      const t = TEXT[lang];
      await page.goto(`${LIST[lang]}${FILTER}`);
      await page.getByRole('link', { name: t.link }).click();
      await expect(page).toHaveURL(`${ALERT[lang]}${FILTER}`);
      // a plain POST without consent: 422, the spec's text, the typed e-mail kept, nothing stored
      await page.getByRole('textbox', { name: t.email, exact: true }).fill(email);
      const [invalid] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST'),
        page.getByRole('button', { name: t.submit }).click(),
      ]);
      expect(invalid.status()).toBe(422);
      await expect(page.getByText(t.required, { exact: true }).first()).toBeVisible();
      await expect(page.getByRole('textbox', { name: t.email, exact: true })).toHaveValue(email);
      expect(await leadsOf(request, email)).toEqual([]);
      await fill(page, lang, email);
      await page.getByRole('button', { name: t.submit }).dblclick();
      await expect(page.getByRole('heading', { name: t.thanks })).toBeVisible();
      await expect(page).toHaveURL(`${ALERT[lang]}${FILTER}&sent`);
      await expectOneAlert(request, lang, email);
    });
  }

  test('the brand-wide market: the alert goes to the brand, no dealer', async ({ page, request }) => {
    const email = visitorEmail();
    await page.goto(`/de/auto-finden${FILTER}`);
    await page.getByRole('link', { name: TEXT.de.link }).click();
    await expect(page).toHaveURL(`/de/auto-finden/suchauftrag${FILTER}`);
    await fill(page, 'de', email);
    await page.getByRole('button', { name: TEXT.de.submit }).click();
    await expect(page.getByRole('heading', { name: TEXT.de.thanks })).toBeVisible();
    await expectOneAlert(request, 'de', email, '/de/auto-finden');
  });
});
