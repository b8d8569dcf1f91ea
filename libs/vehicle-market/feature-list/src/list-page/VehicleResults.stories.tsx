import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { VehicleCardData, VehicleCardListResponse } from '@carweb/api-contracts';
import type { PackedFairPrice } from '@carweb/vehicle-market-feature-fair-price';
import { testDealer } from '@carweb/shared-testing';
import { parseMarketFilter, visibleVehicles } from '@carweb/vehicle-market-util-search-state';
import { dealerScope } from '../dealer-scope';
import { foldListState, type PageResult } from '../list-data';
import { VehicleResults } from './VehicleResults';
import { listPage, storyVehicles } from '../testing/list-states';

type Kind = 'firstPage' | 'twoPages' | 'lastPage' | 'loading' | 'busy' | 'noResults' | 'listError' | 'loadFailed';
type Args = { kind: Kind; search: string; rated?: boolean };

const page = (total: number, current: number, error = false): PageResult => ({
  isPending: false,
  isError: false,
  data: {
    vehicles: storyVehicles(Math.max(0, Math.min(24, total - (current - 1) * 24)), (current - 1) * 24),
    totalMatches: total,
    currentPage: current,
    error,
  } satisfies VehicleCardListResponse,
});

/** The page queries of each state, as the list page folds them (SPEC §4 vehicle list state). */
const PAGES: Record<Kind, PageResult[]> = {
  firstPage: [page(53, 1)],
  twoPages: [page(53, 1), page(53, 2)],
  lastPage: [page(30, 1), page(30, 2)],
  loading: [{ isPending: true, isError: false }],
  busy: [page(53, 1), { isPending: true, isError: false }],
  noResults: [page(0, 1)],
  listError: [page(0, 1, true)],
  loadFailed: [{ isPending: false, isError: true }],
};

const dealer = testDealer();

/** Packed ratings of the first three cards as the server computes them: under, at and over a market price of CHF 27'450. */
const storyRatings = (vehicles: VehicleCardData[]) =>
  new Map<number, PackedFairPrice>(
    vehicles
      .slice(0, 3)
      .map((vehicle, index) => [vehicle.id, [vehicle.id, [0, 2, 4][index], 8, 27_450, 23_900, 31_500, [24_500, 27_450, 30_900][index]]]),
  );

const meta = {
  title: 'Vehicle market/VehicleResults',
  args: { kind: 'firstPage', search: '' },
  argTypes: {
    kind: { control: 'select', options: Object.keys(PAGES) },
  },
  parameters: listPage(),
  render: ({ kind, search, rated }) => {
    const state = foldListState(PAGES[kind], false, null);
    const vehicles = visibleVehicles(state);
    return (
      <VehicleResults
        state={state}
        vehicles={vehicles}
        ratings={rated ? storyRatings(vehicles) : undefined}
        failed={PAGES[kind][0]?.isError ?? false}
        filter={parseMarketFilter(search)}
        busy={kind === 'busy'}
        dealerSlug={dealer.slug}
        scope={dealerScope(dealer)}
      />
    );
  },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 24 of 53 vehicles (reserved ones and top deals among them); "more" appends page 2 and keeps the filter. */
export const FirstPage: Story = {
  args: { search: '?cond[]=used&sort=price_asc' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(24);
    await expect(canvas.getByText('24 von 53 Fahrzeugen')).toBeVisible();
    const more = canvas.getByRole('link', { name: 'Weitere Fahrzeuge anzeigen' });
    await expect(more.getAttribute('href')).toContain('page=2');
    await expect(more.getAttribute('href')).toContain('cond');
  },
};

/** Used cars with a fair-price rating (decision 0048): the band on the card, the explanation opens without leaving the list. */
export const WithFairPrices: Story = {
  args: { rated: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // the rating's code and texts load once the browser is idle (as after a page's hydration)
    await expect(await canvas.findByText('Sehr guter Preis')).toBeVisible();
    await expect(canvas.getByText('Hoher Preis')).toBeVisible();
    const [first] = canvas.getAllByText('Preisbewertung erklärt');
    await userEvent.click(first as HTMLElement);
    await expect(canvas.getAllByText(/Verglichen mit 8 ähnlichen Fahrzeugen/)[0]).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(24);
  },
};
export const WithFairPricesFrench: Story = { args: { rated: true }, globals: { locale: 'fr' } };

export const TwoPages: Story = { args: { kind: 'twoPages' } };

/** All 30 shown: no "more". */
export const LastPage: Story = {
  args: { kind: 'lastPage' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: 'Weitere Fahrzeuge anzeigen' })).toBeNull();
  },
};

/** The first page is on its way. */
export const Loading: Story = { args: { kind: 'loading' } };

/** The next page is loading (a navigation of the list): the "more" link says so. */
export const LoadingMore: Story = { args: { kind: 'busy' } };

/** SPEC §8 no result text, and other offers (promotion vehicles) below it. */
export const NoResults: Story = {
  args: { kind: 'noResults', search: '?fuel[]=hydrogen' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'Für die gesetzten Filter gibt es aktuell leider keine passenden Ergebnisse. Bitte versuchen Sie es mit weniger Filtern.',
      ),
    ).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Aktuelle Angebote' })).toBeVisible();
  },
};

/** The backend answered with its error flag: the global list error (SPEC §8). */
export const ListError: Story = {
  args: { kind: 'listError' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};

/** The first page failed to load at all. */
export const LoadFailed: Story = { args: { kind: 'loadFailed' } };

export const French: Story = { globals: { locale: 'fr' } };
export const NoResultsItalian: Story = { globals: { locale: 'it' }, args: { kind: 'noResults' } };
