import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Saved searches (decision 0050): save a list's search, a matching vehicle arrives in the sandbox, the
 * panel says "1 new" after a reload; open (the list of the search, marked seen), rename, delete; axe clean. The brand-wide
 * market filtered to Garage Lugano's new cars of one fuel (a dealer the other journeys leave alone), one fuel per
 * language, so the two tests' vehicles never meet.
 */
const SANDBOX = 'http://127.0.0.1:4199';
const GARAGE_LUGANO = 110;
const hydrated = () => document.documentElement.dataset['hydrated'] === 'true';

const CASES = {
  de: {
    list: '/de/auto-finden',
    fuel: 'electric',
    copyOf: 100044, // Garage Lugano's new electric Kia in the sandbox's fixtures
    t: {
      section: 'Gespeicherte Suchen',
      save: 'Diese Suche speichern',
      name: 'Name der Suche',
      submit: 'Speichern',
      saved: (name: string) => `Suche «${name}» gespeichert.`,
      show: '1 gespeicherte Suche anzeigen',
      counts: (total: number, fresh: string) => `${total} Fahrzeuge · ${fresh}`,
      oneNew: '1 neu',
      nothingNew: 'nichts Neues',
      summary: '1 gespeicherte Suche, 1 neues Fahrzeug seit dem letzten Besuch.',
      open: 'Öffnen',
      rename: 'Umbenennen',
      newName: (name: string) => `Neuer Name für «${name}»`,
      delete: 'Löschen',
      deleted: (name: string) => `Suche «${name}» gelöscht.`,
      empty: 'Keine gespeicherten Suchen.',
      alert: 'Suchauftrag einrichten',
      alertPath: '/de/auto-finden/suchauftrag?',
      count: /^2 Fahrzeuge$/,
    },
  },
  fr: {
    list: '/fr/trouver-un-vehicule',
    fuel: 'plugin_hybrid',
    copyOf: 100040, // Garage Lugano's new plug-in hybrid Kia
    t: {
      section: 'Recherches enregistrées',
      save: 'Enregistrer cette recherche',
      name: 'Nom de la recherche',
      submit: 'Enregistrer',
      saved: (name: string) => `Recherche « ${name} » enregistrée.`,
      show: 'Afficher 1 recherche enregistrée',
      counts: (total: number, fresh: string) => `${total} véhicules · ${fresh}`,
      oneNew: '1 nouveau',
      nothingNew: 'rien de nouveau',
      summary: '1 recherche enregistrée, 1 nouveau véhicule depuis la dernière visite.',
      open: 'Ouvrir',
      rename: 'Renommer',
      newName: (name: string) => `Nouveau nom pour « ${name} »`,
      delete: 'Supprimer',
      deleted: (name: string) => `Recherche « ${name} » supprimée.`,
      empty: 'Aucune recherche enregistrée.',
      alert: 'Créer une alerte',
      alertPath: '/fr/trouver-un-vehicule/alerte-recherche?',
      count: /^2 véhicules$/,
    },
  },
} as const;

async function open(page: Page, url: string) {
  await page.goto(url);
  await page.waitForFunction(hydrated);
}

/** axe on the saved searches' section and the open panel: no violation at all; on the whole page none serious. */
async function axeProblems(page: Page) {
  const own = await new AxeBuilder({ page }).include('[data-saved-searches]').include('dialog[open]').analyze();
  const whole = await new AxeBuilder({ page }).analyze();
  return [
    ...own.violations,
    ...whole.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical'),
  ].map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

async function addVehicle(request: APIRequestContext, copyOf: number): Promise<number> {
  const response = await request.post(`${SANDBOX}/__sandbox/vehicles`, { data: { copyOf } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { vehicleId: number }).vehicleId;
}

const dataLayerEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [])
      .filter((entry) => String(entry['event']).startsWith('saved_search'))
      .map((entry) => ({ ...entry })),
  );

for (const lang of ['de', 'fr'] as const) {
  test(`(${lang}) save a search, a matching vehicle arrives: "1 new" after a reload; open, rename, delete; axe clean`, async ({
    page,
    request,
  }) => {
    const { list, fuel, copyOf, t } = CASES[lang];
    const filter = `?cond[]=new&dealerId[]=${GARAGE_LUGANO}&fuel[]=${fuel}`;
    const name = `Lugano ${fuel}`;
    await open(page, `${list}${filter}`);
    const section = page.getByRole('region', { name: t.section });
    await section.getByRole('button', { name: t.save }).click();
    await section.getByLabel(t.name).fill(name);
    await section.getByRole('button', { name: t.submit, exact: true }).click();
    await expect(section.getByRole('status')).toHaveText(t.saved(name));
    expect(await dataLayerEvents(page)).toEqual([
      expect.objectContaining({ event: 'saved_search_saved', savedSearchUrl: expect.stringContaining(`fuel[]=${fuel}`) }),
    ]);

    const arrived = await addVehicle(request, copyOf);

    // back another day, on the plain list
    await open(page, list);
    await section.getByRole('button', { name: t.show }).click();
    const panel = page.getByRole('dialog', { name: t.section });
    await expect(panel.getByText(t.counts(2, t.oneNew))).toBeVisible();
    await expect(panel.getByRole('status')).toHaveText(t.summary);
    await expect(panel.getByRole('link', { name: `${t.alert} ${name}` })).toHaveAttribute(
      'href',
      new RegExp(`^${t.alertPath.replace('?', '\\?')}.*fuel\\[\\]=${fuel}`),
    );
    expect(await axeProblems(page)).toEqual([]);

    // rename: a labelled field in place, the focus back on the button
    await panel.getByRole('button', { name: `${t.rename} ${name}` }).click();
    const renamed = `${name} 2`;
    await expect(panel.getByLabel(t.newName(name))).toBeFocused();
    await panel.getByLabel(t.newName(name)).fill(renamed);
    await panel.getByRole('button', { name: t.submit, exact: true }).click();
    await expect(panel.getByRole('heading', { level: 3 })).toHaveText(renamed);
    await expect(panel.getByRole('button', { name: `${t.rename} ${renamed}` })).toBeFocused();

    // open: the search's list, with the vehicle that arrived; then nothing is new any more
    await panel.getByRole('link', { name: `${t.open} ${renamed}` }).click();
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${list}\\?.*fuel\\[\\]=${fuel}`));
    await expect(page.getByRole('status').filter({ hasText: t.count })).toBeVisible();
    await expect(
      page.getByRole('region', { name: lang === 'de' ? 'Suchergebnisse' : 'Résultats de recherche' }).getByRole('article'),
    ).toHaveCount(2);
    await expect(page.locator(`a[href$="-${arrived}"]`).first()).toBeVisible();
    expect((await dataLayerEvents(page)).at(-1)).toEqual(expect.objectContaining({ event: 'saved_search_opened', savedSearchNew: 1 }));
    await section.getByRole('button', { name: t.show }).click();
    await expect(panel.getByText(t.counts(2, t.nothingNew))).toBeVisible();

    // delete: the focus stays in the panel; after a reload the search is gone
    await panel.getByRole('button', { name: `${t.delete} ${renamed}` }).click();
    await expect(panel.getByRole('status')).toContainText(t.deleted(renamed));
    await expect(panel.getByText(t.empty)).toBeVisible();
    await expect(panel.getByRole('button').first()).toBeFocused();
    await page.reload();
    await page.waitForFunction(hydrated);
    await expect(section.getByRole('button', { name: t.save })).toBeVisible();
    await expect(section.getByRole('button', { name: t.show })).toHaveCount(0);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the list has no saved searches (nothing of them is in the server HTML)', async ({ page }) => {
    await page.goto('/de/auto-finden');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Diese Suche speichern' })).toHaveCount(0);
    await expect(page.locator('[data-saved-searches]')).toHaveCount(0);
  });
});
