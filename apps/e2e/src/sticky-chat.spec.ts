import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * The sticky chat (SPEC §4): enabled, disabled or mobile-off — from the page content's `stickyElement` where
 * the page shows content, else from its route's `stickyChat` (the checkouts: off); the dealer's messenger data or the
 * brand's default of the language (kia: +41 44 556 32 10, apps/kia/brand.config.ts); a link to WhatsApp in a new tab,
 * reachable with Tab and named in the page's language; on a phone never over a form's submit button.
 *
 * The chat appears only in the browser, once idle after hydration. Sandbox data (seeded deterministically,
 * apps/sandbox-api/src/seed/seed-dealer-pages.ts and seed-content.ts):
 * - auto-zentrum-zuerich has messenger data of its own (+41 79 123 45 67, mp-auto-zentrum-zuerich); kia-service-bern none;
 * - its promotion 'Wallbox geschenkt' says Hidden, 'Bis CHF 3000.– Eintauschprämie' onlyMobileDisabled, the others and
 *   its news nothing;
 * - kia's campaign /de/aktionen/junge-occasionen-leasing says Hidden, its news /de/news/neues-modell-eingetroffen
 *   onlyMobileDisabled.
 */
const HOME = '/de/haendler/auto-zentrum-zuerich';
const BERN = { de: '/de/haendler/kia-service-bern', fr: '/fr/concessionnaire/kia-service-bern' } as const;
const PAGES = {
  hidden: `${HOME}/aktionen/wallbox-geschenkt`,
  mobileOff: `${HOME}/aktionen/eintauschpraemie`,
  noSetting: `${HOME}/news/neue-ladestationen`,
  checkout: `${HOME}/online-kaufen/kia-stonic-1-5-t-gdi-mhev-gt-line-100006`,
  newsletter: `${HOME}/newsletter`,
  siteSearch: '/de/haendlersuche',
  siteHidden: '/de/aktionen/junge-occasionen-leasing',
  siteMobileOff: '/de/news/neues-modell-eingetroffen',
};
const LABEL = {
  de: 'Chat mit uns auf WhatsApp (öffnet in einem neuen Fenster)',
  fr: "Discutez avec nous sur WhatsApp (s'ouvre dans une nouvelle fenêtre)",
} as const;
const BRAND_WHATSAPP = 'https://wa.me/41445563210';
const DEALER_WHATSAPP = 'https://wa.me/41791234567';
const PHONE = { width: 390, height: 844 };

const hydrated = () => document.documentElement.dataset['hydrated'] === 'true';
/** the chat whether shown or not (a role query leaves out what is not rendered) */
const chatElement = (page: Page) => page.locator('a[href^="https://wa.me/"]');
const chat = (page: Page, lang: keyof typeof LABEL = 'de') => page.getByRole('link', { name: LABEL[lang], exact: true });

async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(hydrated);
}

/** After hydration, two idle periods and the network at rest: a chat that would load has loaded. */
async function settled(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() => requestIdleCallback(() => resolve(), { timeout: 4_000 }), { timeout: 4_000 }),
      ),
  );
  await page.waitForLoadState('networkidle');
}

async function expectNoChat(page: Page) {
  await settled(page);
  await expect(chatElement(page)).toHaveCount(0);
}

/** Whether the chat is shown over `target`: visible, and its box and the target's overlap. */
async function shownOver(page: Page, target: Locator): Promise<boolean> {
  const link = chatElement(page);
  if (!(await link.evaluate((element) => getComputedStyle(element).visibility === 'visible'))) return false;
  const [a, b] = await Promise.all([link.boundingBox(), target.boundingBox()]);
  if (!a || !b) return false;
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test.describe('dealer pages', () => {
  test("a page without content: the dealer's own WhatsApp number in a new tab", async ({ page }) => {
    await open(page, HOME);
    const link = chat(page);
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', DEALER_WHATSAPP);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    await expect(link).toHaveAttribute('data-messengerpeople-id', 'mp-auto-zentrum-zuerich');
  });

  for (const lang of ['de', 'fr'] as const) {
    test(`a dealer without messenger data (${lang}): the brand's default of the language`, async ({ page }) => {
      await open(page, BERN[lang]);
      const link = chat(page, lang);
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', BRAND_WHATSAPP);
      await expect(link).toHaveAttribute('data-messengerpeople-id', lang === 'de' ? 'kia-schweiz-de-4821' : 'kia-suisse-fr-4822');
    });
  }

  test('content without a stickyElement: the chat is on', async ({ page }) => {
    await open(page, PAGES.noSetting);
    await expect(chat(page)).toBeVisible();
  });

  test('content that says Hidden: no chat; the next page without content has it, back again none', async ({ page }) => {
    await open(page, PAGES.hidden);
    await expectNoChat(page);
    await page.getByRole('main').getByRole('link', { name: 'Alle Aktionen' }).click();
    await expect(page).toHaveURL(`${HOME}/aktionen`);
    await expect(chat(page)).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(PAGES.hidden);
    await expect(chatElement(page)).toHaveCount(0);
  });

  test('content that says onlyMobileDisabled: the chat on a 1280 px screen…', async ({ page }) => {
    await open(page, PAGES.mobileOff);
    await expect(chat(page)).toBeVisible();
  });

  test.describe('phone', () => {
    test.use({ viewport: PHONE, hasTouch: true });

    test('…and none on a 390 px phone, where a page without the setting has it', async ({ page }) => {
      await open(page, PAGES.mobileOff);
      await expect(chatElement(page)).toBeAttached();
      await expect(chatElement(page)).toBeHidden();
      await open(page, PAGES.noSetting);
      await expect(chat(page)).toBeVisible();
    });

    test("never over a form's submit button: not at any scroll position, not while a field has the keyboard", async ({ page }) => {
      await open(page, PAGES.newsletter);
      await expect(chatElement(page)).toBeAttached();
      const submit = page.getByRole('button', { name: 'Newsletter abonnieren' });
      const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
      for (let y = 0; y <= height + 100; y += 100) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await expect.poll(() => shownOver(page, submit), `scrolled to ${y}`).toBe(false);
      }
      // the button right at the chat's place: the chat yields
      await submit.evaluate((button) => button.scrollIntoView({ block: 'end' }));
      await expect.poll(() => shownOver(page, submit)).toBe(false);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole('textbox').first().focus();
      await expect(chatElement(page)).toBeHidden();
    });
  });

  test('a checkout (route stickyChat false): no chat', async ({ page }) => {
    await open(page, PAGES.checkout);
    await expectNoChat(page);
  });

  test('reachable with Tab after the footer, with its name and a visible focus ring', async ({ page }) => {
    await open(page, HOME);
    const link = chat(page);
    await expect(link).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link').last().focus();
    for (let presses = 0; presses < 20 && !(await link.evaluate((element) => element === document.activeElement)); presses++) {
      await page.keyboard.press('Tab');
    }
    await expect(link).toBeFocused();
    expect(await link.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');
  });

  test('on a 1280 px screen it stays while a field has focus', async ({ page }) => {
    await open(page, PAGES.newsletter);
    await expect(chat(page)).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('textbox').first().focus();
    await expect(chat(page)).toBeVisible();
  });
});

test.describe('site pages (no dealer)', () => {
  test("the brand's default chat", async ({ page }) => {
    await open(page, PAGES.siteSearch);
    const link = chat(page);
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', BRAND_WHATSAPP);
    await expect(link).toHaveAttribute('data-messengerpeople-id', 'kia-schweiz-de-4821');
  });

  test('a campaign that says Hidden: none', async ({ page }) => {
    await open(page, PAGES.siteHidden);
    await expectNoChat(page);
  });

  test('news that says onlyMobileDisabled: on a 1280 px screen', async ({ page }) => {
    await open(page, PAGES.siteMobileOff);
    await expect(chat(page)).toBeVisible();
  });

  test.describe('phone', () => {
    test.use({ viewport: PHONE, hasTouch: true });

    test('news that says onlyMobileDisabled: none on a 390 px phone', async ({ page }) => {
      await open(page, PAGES.siteMobileOff);
      await expect(chatElement(page)).toBeAttached();
      await expect(chatElement(page)).toBeHidden();
    });
  });
});
