import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import VehicleListPage from './VehicleListPage';
import { answer, outage } from '@carweb/shared-testing-msw';
import { LIST, listAnswer, listHandlers, listPage } from '../testing/list-states';

const meta = {
  title: 'Vehicle market/VehicleListPage',
  component: VehicleListPage,
  parameters: listPage(),
  beforeEach: ({ msw }) => msw.use(...listHandlers()),
} satisfies Meta<typeof VehicleListPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The dealer's list: its 20 vehicles, filter panel, sort, the cards, model-range teaser. */
export const DealerList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent('Fahrzeuge von Auto Zentrum Zürich AG');
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(20));
  },
};

/** Sorting applies at once and keeps the filter. */
export const Sorted: Story = {
  parameters: listPage('?cond[]=new'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = await canvas.findByRole('combobox', { name: 'Sortieren nach' });
    await userEvent.selectOptions(select, 'Preis absteigend');
    await waitFor(() => expect(select).toHaveValue('price_desc'));
    await expect(await canvas.findByRole('button', { name: 'Filter Neu entfernen' })).toBeVisible();
  },
};

/** Nothing matches: SPEC §8 text and other offers (promotion vehicles: their call asks for action tags). */
export const NoResults: Story = {
  parameters: listPage('?cond[]=new'),
  beforeEach: ({ msw }) =>
    msw.use(answer(LIST, (url) => (url.searchParams.get('filter')?.includes('actiontags') ? listAnswer(8) : listAnswer(0))(url))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Für die gesetzten Filter gibt es aktuell leider keine passenden Ergebnisse/)).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Aktuelle Angebote' })).toBeVisible();
  },
};

/** The list call failed: the global list error (SPEC §8). */
export const ListFailed: Story = { beforeEach: ({ msw }) => msw.use(outage(LIST)) };

export const French: Story = { globals: { locale: 'fr' } };
export const Italian: Story = { globals: { locale: 'it' }, parameters: listPage('?fuel[]=diesel') };
