import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { listAnswer, ListStory, listStoryLoaders, type ListStoryArgs, type StoryAnswer } from '../story-harness';
import VehicleListPage from './VehicleListPage';

type Args = ListStoryArgs & { url: string; answers: [string, StoryAnswer][] };

const meta = {
  title: 'Vehicle market/VehicleListPage',
  args: { locale: 'de', url: '/', answers: [] },
  argTypes: { locale: { control: 'inline-radio', options: ['de', 'fr', 'it'] }, answers: { control: false } },
  loaders: listStoryLoaders,
  render: ({ locale, url, answers }, { loaded }) => (
    <ListStory locale={locale} messages={loaded['messages']} url={url} answers={answers}>
      <VehicleListPage />
    </ListStory>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The dealer's list: 329 vehicles, filter panel, sort, 24 cards, model-range teaser. */
export const DealerList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 }, { timeout: 5000 })).toHaveTextContent(
      'Fahrzeuge von Auto Zentrum Zürich AG',
    );
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(24));
  },
};

/** Sorting applies at once and keeps the filter. */
export const Sorted: Story = {
  args: { url: '/?cond[]=new' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = await canvas.findByRole('combobox', { name: 'Sortieren nach' }, { timeout: 5000 });
    await userEvent.selectOptions(select, 'Preis absteigend');
    await waitFor(() => expect(select).toHaveValue('price_desc'));
    await expect(await canvas.findByRole('button', { name: 'Filter Neu entfernen' })).toBeVisible();
  },
};

/** Nothing matches: SPEC §8 text and other offers (promotion vehicles: their call asks for action tags). */
export const NoResults: Story = {
  args: {
    url: '/?cond[]=new',
    answers: [['/list?', (url) => (decodeURIComponent(url).includes('actiontags') ? listAnswer(8) : listAnswer(0))]],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/Für die gesetzten Filter gibt es aktuell leider keine passenden Ergebnisse/, {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Aktuelle Angebote' })).toBeVisible();
  },
};

/** The list call failed: the global list error (SPEC §8). */
export const ListFailed: Story = { args: { answers: [['/list?', { status: 503 }]] } };

export const French: Story = { args: { locale: 'fr' } };
export const Italian: Story = { args: { locale: 'it', url: '/?fuel[]=diesel' } };
