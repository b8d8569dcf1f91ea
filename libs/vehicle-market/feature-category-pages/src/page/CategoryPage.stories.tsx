import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { VehicleListResponse } from '@carweb/api-contracts';
import { type DealerBase } from '@carweb/platform-routing';
import { answer, changedAnswer, outage, pending } from '@carweb/shared-testing-msw';
import { categoryPagePath } from '../category-filter';
import { ELECTRIC_SLUGS, filteredListAnswer, PATHS, storyCategoryPage, translationAnswer } from '../testing/story-answers';
import CategoryPage from './CategoryPage';

/** The electric cars page at /{lang}/kategorie/{slug} in the toolbar's language, on the brand's site (no dealer). */
const at = {
  route: {
    url: ({ brand, locale }: DealerBase) =>
      categoryPagePath(brand, locale, ELECTRIC_SLUGS[locale as keyof typeof ELECTRIC_SLUGS] ?? 'elektroautos'),
    path: '/:locale/:segment/:slug',
    handle: { pageType: 'vehicleListPage', locale: 'de' },
    outsideDealer: true,
  },
};
/** The page's language in its route data (the vehicle cards' links read it there). */
const inLanguage = (locale: 'fr' | 'it') => ({ route: { handle: { pageType: 'vehicleListPage', locale } } });

/**
 * A category's landing page: its title, text, filter chips and picture, its count and first vehicles, and the way into
 * the list.
 */
const meta = {
  title: 'Vehicle market/Category pages/CategoryPage',
  component: CategoryPage,
  parameters: at,
  beforeEach: ({ msw }) => msw.use(answer(PATHS.list, filteredListAnswer), answer(PATHS.translation, translationAnswer)),
} satisfies Meta<typeof CategoryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = storyCategoryPage();
    await expect(await canvas.findByRole('heading', { level: 1, name: page.title })).toBeVisible();
    await expect(canvas.getByText(page.description)).toBeVisible();
    const chips = await canvas.findByRole('list', { name: 'Filter dieser Kategorie' });
    await expect(within(chips).getByRole('link', { name: 'Treibstoff: Elektro' })).toHaveAttribute(
      'href',
      '/de/auto-finden?fuel[]=electric',
    );
    const links = await canvas.findAllByRole('link', { name: /^Alle \d+ Fahrzeuge anzeigen$/ });
    for (const link of links) await expect(link).toHaveAttribute('href', '/de/auto-finden?fuel[]=electric');
    await expect(canvas.getAllByRole('heading', { level: 3 }).length).toBeLessThanOrEqual(6);
  },
};
export const French: Story = {
  globals: { locale: 'fr' },
  parameters: inLanguage('fr'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: storyCategoryPage('fr').title })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Carburant : Électrique' })).toBeVisible();
    const [link] = await canvas.findAllByRole('link', { name: /^Afficher les \d+ véhicules$/ });
    await expect(link).toHaveAttribute('href', '/fr/trouver-un-vehicule?fuel[]=electric');
  },
};
export const Italian: Story = { globals: { locale: 'it' }, parameters: inLanguage('it') };
export const Loading: Story = { beforeEach: ({ msw }) => msw.use(pending(PATHS.categoryPage)) };
/** The core API failed after the page was there (the loader answers 503 on the server). */
export const Outage: Story = {
  globals: { locale: 'de' },
  beforeEach: ({ msw }) => msw.use(outage(PATHS.categoryPage)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Es ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.')).toBeVisible();
  },
};
/** The vehicles failed: the page keeps its text and the way into the list, without a count. */
export const VehiclesOutage: Story = {
  globals: { locale: 'de' },
  beforeEach: ({ msw }) => msw.use(outage(PATHS.list)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Fahrzeuge anzeigen' })).toHaveAttribute(
      'href',
      '/de/auto-finden?fuel[]=electric',
    );
  },
};
/** The labels of the filter's codes failed: the page without chips (the loader answers 200). */
export const TranslationOutage: Story = {
  globals: { locale: 'de' },
  beforeEach: ({ msw }) => msw.use(outage(PATHS.translation)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: storyCategoryPage().title })).toBeVisible();
    await canvas.findAllByRole('link', { name: /^Alle \d+ Fahrzeuge anzeigen$/ });
    await expect(canvas.queryByRole('list', { name: 'Filter dieser Kategorie' })).toBeNull();
  },
};
/** A family-car category: a body type and a range ("Sitze ab 7"). */
export const FamilyCars: Story = {
  globals: { locale: 'de' },
  beforeEach: ({ msw }) =>
    msw.use(
      answer(PATHS.categoryPage, {
        ...storyCategoryPage(),
        title: 'Familienautos mit 7 Plätzen',
        description: 'Platz für die ganze Familie.',
        filter: { body: ['suv'], seatsfrom: 7 },
      }),
    ),
  play: async ({ canvasElement }) => {
    const chips = await within(canvasElement).findByRole('list', { name: 'Filter dieser Kategorie' });
    await expect(within(chips).getByRole('link', { name: 'Karosserie: SUV / Geländewagen' })).toBeVisible();
    await expect(within(chips).getByRole('link', { name: 'Sitze ab 7' })).toHaveAttribute('href', '/de/auto-finden?seatsfrom=7');
  },
};
/** No vehicle in the category: the whole vehicle market instead. */
export const NoVehicles: Story = {
  globals: { locale: 'de' },
  beforeEach: ({ msw }) =>
    msw.use(
      answer(
        PATHS.list,
        changedAnswer<VehicleListResponse>('core/list', (list) => ({ ...list, vehicles: [], totalMatches: 0 })),
      ),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Alle Fahrzeuge anzeigen' })).toHaveAttribute('href', '/de/auto-finden');
  },
};
export const LongTexts: Story = {
  globals: { locale: 'de' },
  beforeEach: ({ msw }) =>
    msw.use(
      answer(PATHS.categoryPage, {
        ...storyCategoryPage(),
        title: 'Elektroautos und Plug-in-Hybride mit Anhängerkupplung für Familien',
        description:
          'Leise, effizient und lokal emissionsfrei: unsere Elektroautos und Plug-in-Hybride mit grosser Reichweite, Schnellladefunktion, Wärmepumpe und Platz für die ganze Familie – sofort verfügbar bei Ihren Händlern in der ganzen Schweiz.',
      }),
    ),
};
