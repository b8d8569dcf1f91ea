import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Vehicle } from '@carweb/api-contracts';
import {
  MarketStory,
  marketStoryLoaders,
  seedWatchlist,
  storyVehicles,
  WatchlistSeeded,
  type MarketStoryArgs,
  type StoryAnswer,
} from '../story-harness';
import CompareDialog from './CompareDialog';
import WatchlistBarButtons from './WatchlistBarButtons';
import WatchlistDialog from './WatchlistDialog';

type Shown = 'bar' | 'watchlist' | 'compare';
type Args = MarketStoryArgs & { shown: Shown; favourites: Vehicle[]; compare: Vehicle[]; answers: [string, StoryAnswer][] };

const [sportage, ev6, niro, picanto] = storyVehicles();

const meta = {
  title: 'Vehicle market/Watch list/Dialogs',
  args: { locale: 'de', shown: 'bar', favourites: [sportage, ev6], compare: [ev6, niro, picanto], answers: [] },
  argTypes: {
    locale: { control: 'inline-radio', options: ['de', 'fr', 'it'] },
    shown: { control: 'inline-radio', options: ['bar', 'watchlist', 'compare'] },
    answers: { control: false },
  },
  loaders: marketStoryLoaders,
  beforeEach: ({ args }) => seedWatchlist(args),
  render: ({ locale, shown, answers }, { loaded }) => (
    <MarketStory locale={locale} messages={loaded['messages']} answers={answers}>
      <WatchlistSeeded>
        {shown === 'bar' && <WatchlistBarButtons />}
        {shown === 'watchlist' && <WatchlistDialog onClose={() => undefined} />}
        {shown === 'compare' && <CompareDialog onClose={() => undefined} />}
      </WatchlistSeeded>
    </MarketStory>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** WatchlistBarButtons: "Vergleichen (3)" opens the comparison (CompareDialog), "Schliessen" closes it. */
export const BarOpensComparison: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Vergleichen (3)' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Fahrzeugvergleich' });
    await waitFor(() => expect(within(dialog).getAllByRole('columnheader').length).toBeGreaterThanOrEqual(3));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schliessen' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

/** WatchlistDialog: the marked vehicles, each linked, with price and "Entfernen". */
export const Watchlist: Story = {
  args: { shown: 'watchlist' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: 'Merkliste' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Entfernen Kia Sportage' }));
    await waitFor(() => expect(within(dialog).queryByRole('link', { name: 'Kia Sportage' })).toBeNull());
  },
};

/** An empty watch list explains the heart. */
export const WatchlistEmpty: Story = { args: { shown: 'watchlist', favourites: [] } };

/** CompareDialog: three vehicles side by side, each detail loaded fresh. */
export const Comparison: Story = { args: { shown: 'compare' } };

/** A compared vehicle was sold meanwhile (its detail is gone). */
export const ComparisonWithSoldVehicle: Story = { args: { shown: 'compare', answers: [['/detail/100013', { status: 404 }]] } };

/** Nothing to compare: the hint. */
export const ComparisonEmpty: Story = { args: { shown: 'compare', compare: [] } };

export const ComparisonFrench: Story = { args: { shown: 'compare', locale: 'fr' } };
export const WatchlistItalian: Story = { args: { shown: 'watchlist', locale: 'it' } };
