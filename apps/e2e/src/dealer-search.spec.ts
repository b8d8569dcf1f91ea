import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page, type Response } from '@playwright/test';

/**
 * The dealer search without a maps key, as the e2e builds have none: filter by dealer
 * service, search by postcode, town and name against the dealer data, results nearest first with the
 * distance, today's opening hours and rating; the same without JavaScript (a GET form); axe in de and fr.
 * The map with a key is tested in the library's unit tests and stories (no maps service is reachable here).
 */
const SANDBOX = 'http://127.0.0.1:4199';
const hydrated = () => document.documentElement.dataset['hydrated'] === 'true';

type Lang = 'de' | 'fr';
interface SandboxDealer {
  slug: string;
  name: string;
  services: string[];
  openingHours: { weekday: number; opens: string; closes: string }[];
}

const TEXT = {
  de: {
    path: '/de/haendlersuche',
    place: 'Ort, PLZ oder Name',
    submit: 'Suchen',
    testDrive: 'Probefahrt',
    results: 'Suchergebnisse',
    byDistance: (count: number, place: string) => `${count} Händler, nach Entfernung ab ${place} sortiert`,
    distance: /^([\d'.]+) km entfernt$/,
    openToday: 'Heute geöffnet: ',
    closedToday: 'Heute geschlossen',
    rating: /^★ Bewertung \d\.\d von 5 \(\d+ Bewertungen\)$/,
    town: 'Genf',
    townPlace: 'Genève',
    townFirst: 'Garage Monnier SA',
    noResults: 'Für die gesetzten Filter gibt es aktuell leider keine passenden Ergebnisse.',
  },
  fr: {
    path: '/fr/recherche-de-concessionnaires',
    place: 'Lieu, NPA ou nom',
    submit: 'Rechercher',
    testDrive: 'Essai sur route',
    results: 'Résultats de la recherche',
    byDistance: (count: number, place: string) => `${count} concessionnaires, triés par distance depuis ${place}`,
    distance: /^à ([\d'.]+) km$/,
    openToday: "Ouvert aujourd'hui : ",
    closedToday: "Fermé aujourd'hui",
    rating: /^★ Note \d\.\d sur 5 \(\d+ avis\)$/,
    town: 'Lausanne',
    townPlace: 'Lausanne',
    townFirst: 'Garage Monnier – Lausanne',
    noResults: "Il n'y a actuellement aucun résultat correspondant aux filtres sélectionnés.",
  },
} as const;

async function kiaDealers(request: APIRequestContext): Promise<SandboxDealer[]> {
  const response = await request.get(`${SANDBOX}/dealer/dealer-list?locale=de&wholesaler=kia`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as SandboxDealer[];
}

/** Today's opening hours of a dealer as the card shows them, in Swiss time. */
function hoursToday(dealer: SandboxDealer, lang: Lang): string {
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(
    new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'Europe/Zurich' }).format(new Date()),
  );
  const today = dealer.openingHours.filter((hours) => hours.weekday === weekday + 1).sort((a, b) => a.opens.localeCompare(b.opens));
  if (today.length === 0) return TEXT[lang].closedToday;
  return `${TEXT[lang].openToday}${today.map((hours) => `${hours.opens}–${hours.closes}`).join(', ')}`;
}

const results = (page: Page, lang: Lang) => page.getByRole('region', { name: TEXT[lang].results });
const resultNames = (page: Page, lang: Lang) => results(page, lang).getByRole('heading', { level: 3 }).allTextContents();

/** The distances of the results, in list order. */
async function distances(page: Page, lang: Lang): Promise<number[]> {
  const texts = await results(page, lang).getByText(TEXT[lang].distance).allTextContents();
  return texts.map((text) => Number((TEXT[lang].distance.exec(text)?.[1] ?? '').replace(/'/g, '')));
}

async function expectNearestFirst(page: Page, lang: Lang, count: number) {
  const shown = await distances(page, lang);
  expect(shown).toHaveLength(count);
  expect(shown).toEqual([...shown].sort((a, b) => a - b));
}

async function search(page: Page, lang: Lang, place: string) {
  await page.getByLabel(TEXT[lang].place).fill(place);
  await page.getByLabel(TEXT[lang].place).press('Enter');
}

const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));

for (const lang of ['de', 'fr'] as const) {
  const text = TEXT[lang];

  test.describe(`dealer search (${lang})`, () => {
    test('a postcode: its dealer first at 0.0 km, the others nearest first, with today’s opening hours and rating', async ({
      page,
      request,
    }) => {
      const dealers = await kiaDealers(request);
      await page.goto(text.path);
      await page.waitForFunction(hydrated);
      await search(page, lang, '8048');
      await expect(page).toHaveURL(`${text.path}?place=8048`);
      await expect(results(page, lang).getByRole('status')).toHaveText(text.byDistance(dealers.length, '8048 Zürich'));
      const first = results(page, lang).getByRole('listitem').first();
      await expect(first.getByRole('heading', { level: 3 })).toHaveText('Auto Zentrum Zürich AG');
      await expect(first.getByText(text.distance)).toHaveText(lang === 'de' ? '0.0 km entfernt' : 'à 0.0 km');
      const zentrum = dealers.find((dealer) => dealer.slug === 'auto-zentrum-zuerich');
      if (!zentrum) throw new Error('the sandbox has no auto-zentrum-zuerich');
      await expect(first.getByText(hoursToday(zentrum, lang))).toBeVisible();
      await expect(first.getByText(text.rating)).toBeVisible();
      await expectNearestFirst(page, lang, dealers.length);
    });

    test('a town (in the language of the page): its dealers first, nearest first', async ({ page, request }) => {
      const dealers = await kiaDealers(request);
      await page.goto(text.path);
      await page.waitForFunction(hydrated);
      await search(page, lang, text.town);
      await expect(results(page, lang).getByRole('status')).toHaveText(text.byDistance(dealers.length, text.townPlace));
      expect((await resultNames(page, lang))[0]).toBe(text.townFirst);
      await expectNearestFirst(page, lang, dealers.length);
    });

    test('a name: only the dealers of that name, nearest to the best match first', async ({ page }) => {
      await page.goto(text.path);
      await page.waitForFunction(hydrated);
      await search(page, lang, 'Garage Wyss');
      await expect(results(page, lang).getByRole('status')).toHaveText(text.byDistance(2, 'Garage Wyss AG'));
      expect(await resultNames(page, lang)).toEqual(['Garage Wyss AG', 'Garage Wyss – Basel']);
      await expectNearestFirst(page, lang, 2);
    });

    test('the dealer service filter: only dealers that offer it; back restores the previous search', async ({ page, request }) => {
      const dealers = await kiaDealers(request);
      const testDrive = dealers.filter((dealer) => dealer.services.includes('testdrive'));
      await page.goto(`${text.path}?place=8048`);
      await page.waitForFunction(hydrated);
      await page.getByRole('radio', { name: text.testDrive }).check();
      await expect(page).toHaveURL(`${text.path}?place=8048&service=testdrive`);
      await expect(results(page, lang).getByRole('status')).toHaveText(text.byDistance(testDrive.length, '8048 Zürich'));
      expect((await resultNames(page, lang)).sort()).toEqual(testDrive.map((dealer) => dealer.name).sort());
      await expectNearestFirst(page, lang, testDrive.length);
      await page.goBack();
      await expect(page).toHaveURL(`${text.path}?place=8048`);
      await expect(results(page, lang).getByRole('status')).toHaveText(text.byDistance(dealers.length, '8048 Zürich'));
      await expect(page.getByLabel(text.place)).toHaveValue('8048');
    });

    test('an unknown place: the spec text for no results', async ({ page }) => {
      await page.goto(`${text.path}?place=Atlantis`);
      await expect(results(page, lang).getByText(text.noResults)).toBeVisible();
    });

    test('no maps key: no map box, the list is the page; axe finds nothing serious', async ({ page }) => {
      await page.goto(`${text.path}?place=8048&service=onlinesales`);
      await page.waitForFunction(hydrated);
      await expect(results(page, lang).getByRole('listitem').first()).toBeVisible();
      await expect(page.getByRole('region', { name: /Karte|Carte/ })).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto(`${text.path}?place=Atlantis`);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });

  test.describe(`dealer search without JavaScript (${lang})`, () => {
    test.use({ javaScriptEnabled: false });

    test('the GET form searches by place and service; the server sorts by distance', async ({ page, request }) => {
      const testDrive = (await kiaDealers(request)).filter((dealer) => dealer.services.includes('testdrive'));
      await page.goto(text.path);
      await page.getByLabel(text.place).fill('3018');
      await page.getByRole('radio', { name: text.testDrive }).check();
      await page.getByRole('button', { name: text.submit }).click();
      await expect(page).toHaveURL(`${text.path}?place=3018&service=testdrive`);
      await expect(results(page, lang).getByRole('status')).toHaveText(text.byDistance(testDrive.length, '3018 Bern'));
      expect((await resultNames(page, lang))[0]).toBe('Kia Center Dietikon – Bern');
      await expectNearestFirst(page, lang, testDrive.length);
    });
  });
}

test('a dealer card leads to the dealer home, in the page language where the dealer has it', async ({ page }) => {
  await page.goto('/fr/recherche-de-concessionnaires?place=Lugano');
  // garage-lugano speaks only Italian: its home has no language prefix
  await expect(page.getByRole('link', { name: 'Garage Lugano SA' })).toHaveAttribute('href', '/concessionario/garage-lugano');
  await page.getByRole('link', { name: 'Auto Zentrum Zürich AG' }).click();
  await expect(page).toHaveURL(/\/fr\/concessionnaire\/auto-zentrum-zuerich$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Auto Zentrum Zürich AG' })).toBeVisible();
});

test('the language switch keeps the search', async ({ page }) => {
  await page.goto('/de/haendlersuche?place=8048&service=tradein');
  await page.waitForFunction(hydrated);
  await page.getByRole('navigation', { name: 'Sprache wählen' }).getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL('/fr/recherche-de-concessionnaires?place=8048&service=tradein');
  await expect(results(page, 'fr').getByRole('status')).toContainText('triés par distance depuis 8048 Zürich');
});

test('the first load of a search makes no API call, loads no contracts and no map code', async ({ page }) => {
  const calls: string[] = [];
  const scripts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && !url.pathname.includes('/media/')) calls.push(`${request.method()} ${url.pathname}`);
    if (request.resourceType() === 'script') scripts.push(url.pathname);
  });
  const bodies: Promise<string>[] = [];
  const collect = (response: Response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text());
  };
  page.on('response', collect);
  await page.goto('/de/haendlersuche?place=8048&service=testdrive', { waitUntil: 'networkidle' });
  await page.waitForFunction(hydrated);
  // the first load is over: a script the page fetches later (an idle prefetch) is not read, so no read is left
  // running when the test ends (Playwright fails such a read with "Test ended")
  page.off('response', collect);
  expect(calls).toEqual([]);
  expect(scripts.filter((script) => /DealerMap|use-map-3d|MapsPlaceSearch/.test(script))).toEqual([]);
  expect((await Promise.all(bodies)).filter((code) => /\b_zod\b|ZodError/.test(code))).toHaveLength(0);
});

test('a service chosen with the arrow keys searches at once; the focus stays on its radio', async ({ page }) => {
  await page.goto('/de/haendlersuche?place=Lausanne');
  await page.waitForFunction(hydrated);
  await page.getByRole('radio', { name: 'Alle' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL('/de/haendlersuche?place=Lausanne&service=tradein');
  await expect(results(page, 'de').getByRole('status')).toHaveText(/^\d+ Händler, nach Entfernung ab Lausanne sortiert$/);
  await expect(page.getByRole('radio', { name: 'Eintausch' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL('/de/haendlersuche?place=Lausanne&service=onlinesales');
  await expect(page.getByRole('radio', { name: 'Online-Kauf' })).toBeFocused();
});
