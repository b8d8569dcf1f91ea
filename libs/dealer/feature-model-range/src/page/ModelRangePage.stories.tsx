import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ModelRangeResponse } from '@carweb/api-contracts';
import { dealerBasePath, routeSegment, type DealerBase } from '@carweb/platform-routing';
import { answer, changedAnswer, outage, pending } from '@carweb/shared-testing-msw';
import ModelRangePage from './ModelRangePage';

const BASE = '/de/haendler/auto-zentrum-zuerich';
const MODELS = 'model/brand-world/models';
const STOCK = 'core/*/filter/makes-and-models';

/** The page at {dealer home}/modelle{search} in the toolbar's language (its segment is translated: /fr/…/modèles). */
const at = (search = '') => ({
  route: {
    url: (base: DealerBase) => `${dealerBasePath(base)}/${routeSegment('models', base.locale, base.brand.routeSegments)}${search}`,
    handle: { pageType: 'modelRangePage' },
  },
});

const headings = (canvas: ReturnType<typeof within>, level: number) =>
  canvas.getAllByRole('heading', { level }).map((heading: HTMLElement) => heading.textContent);
const cardNames = (canvas: ReturnType<typeof within>) =>
  canvas
    .getAllByRole('article')
    .slice(1)
    .map((card: HTMLElement) => within(card).getByRole('heading', { level: 3 }).textContent);

/** The brand's model range at the dealer: the model service's range and the dealer's stock, as the sandbox answers them. */
const meta = {
  title: 'Dealer/ModelRangePage',
  component: ModelRangePage,
  parameters: at(),
} satisfies Meta<typeof ModelRangePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** {base}/modelle: the special offer, then the models by category in the configuration's order, with the dealer's stock. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Unsere Modelle' })).toBeVisible();
    const special = await canvas.findByRole('region', { name: 'Aktuelles Angebot' });
    await expect(headings(canvas, 2)).toEqual([
      'Aktuelles Angebot',
      'Modelle filtern',
      'Kleinwagen',
      'Kompaktklasse',
      'SUV',
      'Familienautos',
      'Elektro',
    ]);
    await expect(canvas.getByRole('status')).toHaveTextContent('10 Modelle');
    await expect(within(special).getByRole('heading', { name: 'Kia Picanto' })).toBeVisible();
    await expect(within(special).getByText(/^ab CHF 16'950/)).toBeVisible();
    await expect(cardNames(canvas)).toEqual([
      'Kia Picanto',
      'Kia Ceed',
      'Kia XCeed',
      'Kia Stonic',
      'Kia Sportage',
      'Kia Sorento',
      'Kia Niro',
      'Kia EV3',
      'Kia EV6',
      'Kia EV9',
    ]);
  },
};

/** Each model links to its page at the dealer, into the vehicle market filtered by it, and to its test drive and offer. */
export const ModelLinks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const stonic = await canvas.findByRole('article', { name: 'Kia Stonic' });
    // the stock count is a query of its own: wait for its link before reading the card's links
    await within(stonic).findByRole('link', { name: '5 Fahrzeuge an Lager: Kia Stonic' });
    const links = within(stonic)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('aria-label'), link.getAttribute('href')]);
    await expect(links).toEqual([
      ['Modell entdecken', 'Modell entdecken: Kia Stonic', `${BASE}/modelle/stonic`],
      ['5 Fahrzeuge an Lager', '5 Fahrzeuge an Lager: Kia Stonic', `${BASE}/auto-finden?make=Kia&model[]=102`],
      ['Probefahrt vereinbaren', 'Probefahrt vereinbaren: Kia Stonic', `${BASE}/modell-probefahrt/stonic`],
      ['Offerte anfordern', 'Offerte anfordern: Kia Stonic', `${BASE}/modell-offerte/stonic`],
    ]);
    const sportage = canvas.getByRole('article', { name: 'Kia Sportage' });
    await expect(await within(sportage).findByText('Zurzeit nicht an Lager')).toBeVisible();
    await expect(within(sportage).queryByRole('link', { name: /an Lager/ })).toBeNull();
  },
};

/** Every filter chip is a link to the filter the SPEC §4 rules make of it. */
export const FilterLinks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fuel = await canvas.findByRole('group', { name: 'Treibstoff' });
    await expect(within(fuel).getByRole('link', { name: 'Vollhybrid' })).toHaveAttribute('href', `${BASE}/modelle?fuel=hybrid`);
    await expect(within(canvas.getByRole('group', { name: 'Karosserie' })).getAllByRole('link')).toHaveLength(4);
    await expect(canvas.queryByRole('link', { name: 'Alle Filter zurücksetzen' })).toBeNull();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Nos modèles' })).toBeVisible();
  },
};

/**
 * ?fuel=hybrid&body=suv: a first-level and a second-level filter — the models that fit both, and what each chip does next;
 * the note says what removing the first one does.
 */
export const FiltersActive: Story = {
  parameters: at('?fuel=hybrid&body=suv'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('3 Modelle')).toBeVisible();
    await expect(cardNames(canvas)).toEqual(['Kia Sportage', 'Kia Sorento', 'Kia Niro']);
    const link = (name: string) => canvas.getByRole('link', { name }).getAttribute('href');
    // choosing an active first-level filter clears all; an active second-level one is removed alone; another is added
    await expect(link('Vollhybrid, entfernt alle Filter')).toBe(`${BASE}/modelle`);
    await expect(link('SUV / Geländewagen, Filter entfernen')).toBe(`${BASE}/modelle?fuel=hybrid`);
    await expect(link('Benzin')).toBe(`${BASE}/modelle?fuel=petrol&fuel=hybrid&body=suv`);
    await expect(link('Kombi')).toBe(`${BASE}/modelle?fuel=hybrid&body=wagon&body=suv`);
    await expect(canvas.getByText('Entfernen Sie einen Filter dieser Gruppe, werden alle Filter zurückgesetzt.')).toBeVisible();
    await expect(link('Alle Filter zurücksetzen')).toBe(`${BASE}/modelle`);
  },
};

/** In French, ?fuel=electric: texts, prices and localized links. */
export const FiltersActiveFrench: Story = {
  globals: { locale: 'fr' },
  parameters: at('?fuel=electric'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Nos modèles' })).toBeVisible();
    await expect(await canvas.findByText('4 modèles')).toBeVisible();
    const ev6 = canvas.getByRole('article', { name: 'Kia EV6' });
    // the stock count is a query of its own: its link comes when the count is there
    await expect(await within(ev6).findByRole('link', { name: '1 véhicule en stock: Kia EV6' })).toHaveAttribute(
      'href',
      '/fr/concessionnaire/auto-zentrum-zuerich/trouver-un-vehicule?make=Kia&model[]=109',
    );
    await expect(within(ev6).getByRole('link', { name: 'Réserver un essai sur route: Kia EV6' })).toHaveAttribute(
      'href',
      '/fr/concessionnaire/auto-zentrum-zuerich/essai-sur-route-modele/ev6',
    );
    await expect(await canvas.findByRole('link', { name: 'Électrique, retirer le filtre' })).toBeVisible();
  },
};

/** Follows a chip without reloading: the list and the URL change together. */
export const FollowChip: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Elektro' }));
    await expect(await canvas.findByText('4 Modelle')).toBeVisible();
    await expect(cardNames(canvas)).toEqual(['Kia Niro', 'Kia EV3', 'Kia EV6', 'Kia EV9']);
    await userEvent.click(canvas.getByRole('link', { name: 'Elektro, Filter entfernen' }));
    await expect(await canvas.findByText('10 Modelle')).toBeVisible();
  },
};

/** No model fits: the spec's no-result text and the reset link. */
export const NoMatch: Story = {
  parameters: at('?fuel=electric&body=wagon'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Für die gesetzten Filter gibt es aktuell leider keine passenden Ergebnisse. Bitte versuchen Sie es mit weniger Filtern.',
      ),
    ).toBeVisible();
  },
};
/** The model service has not answered yet. */
export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(pending(MODELS)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Modelle werden geladen …')).toBeVisible();
  },
};
/** The brand has no models to show. */
export const Empty: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      answer(
        MODELS,
        changedAnswer<ModelRangeResponse>(MODELS, (range) => ({ ...range, models: [], specialOfferId: null })),
      ),
    ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Zurzeit sind keine Modelle verfügbar.')).toBeVisible();
  },
};
/** The model service failed after the page was there (the loader answers 503 on the server). */
export const Error: Story = {
  beforeEach: ({ msw }) => msw.use(outage(MODELS)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Es ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.')).toBeVisible();
  },
};
/** The dealer's stock is unknown: every model links to the list filtered by it, without counts. */
export const StockUnavailable: Story = {
  beforeEach: ({ msw }) => msw.use(outage(STOCK)),
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: 'Fahrzeuge an Lager ansehen: Kia Sportage' });
    await expect(link).toHaveAttribute('href', `${BASE}/auto-finden?model[]=106`);
  },
};
export const LongNames: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      answer(
        MODELS,
        changedAnswer<ModelRangeResponse>(MODELS, (range) => ({
          ...range,
          models: range.models.map((model, index) => ({
            ...model,
            name: index % 2 ? `${model.name} Plug-in-Hybrid GT-Line Launch Edition mit Panoramadach` : model.name,
          })),
        })),
      ),
    ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('heading', { name: /Launch Edition mit Panoramadach/, level: 3 })).toHaveLength(
      5,
    );
  },
};
