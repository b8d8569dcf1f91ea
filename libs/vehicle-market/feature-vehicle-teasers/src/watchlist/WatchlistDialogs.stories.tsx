import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Vehicle, VehicleListResponse } from '@carweb/api-contracts';
import { INDEX_FOLLOW } from '@carweb/platform-routing';
import { absent, answer, recordedAnswer } from '@carweb/shared-testing-msw';
import CompareDialog from './CompareDialog';
import WatchlistBarButtons from './WatchlistBarButtons';
import WatchlistDialog from './WatchlistDialog';
import { seedWatchlist, WatchlistSeeded } from './watchlist-seed';

type Shown = 'bar' | 'watchlist' | 'compare';
type Args = { shown: Shown; favourites: Vehicle[]; compare: Vehicle[] };

/** The dealer's vehicles as the sandbox lists them (the recorded first page of its vehicle list). */
const vehicles = recordedAnswer<VehicleListResponse>('core/list').vehicles;
const byId = (id: number) => vehicles.find((vehicle) => vehicle.id === id) as Vehicle;
const [sportage, ev6, niro, picanto] = [byId(100006), byId(100014), byId(100017), byId(100016)];
/** A compared vehicle's detail: the sandbox's recorded detail with the facts of the vehicle asked for. */
const detailOf = (url: URL) => ({ ...recordedAnswer<object>('core/detail/:id'), ...byId(Number(url.pathname.split('/').at(-1))) });
const LIST_PAGE = {
  route: {
    url: '/de/haendler/auto-zentrum-zuerich/auto-finden',
    handle: { pageType: 'vehicleListPage', robots: INDEX_FOLLOW },
  },
};

const meta = {
  title: 'Vehicle market/Watch list/Dialogs',
  args: { shown: 'bar', favourites: [sportage, ev6], compare: [ev6, niro, picanto] },
  argTypes: { shown: { control: 'inline-radio', options: ['bar', 'watchlist', 'compare'] } },
  parameters: LIST_PAGE,
  beforeEach: ({ args, msw }) => {
    msw.use(answer('core/*/detail/*', detailOf));
    return seedWatchlist(args);
  },
  render: ({ shown }) => (
    <WatchlistSeeded>
      {shown === 'bar' && <WatchlistBarButtons />}
      {shown === 'watchlist' && <WatchlistDialog onClose={() => undefined} />}
      {shown === 'compare' && <CompareDialog onClose={() => undefined} />}
    </WatchlistSeeded>
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
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Entfernen Kia Stonic' }));
    await waitFor(() => expect(within(dialog).queryByRole('link', { name: 'Kia Stonic' })).toBeNull());
  },
};

/** An empty watch list explains the heart. */
export const WatchlistEmpty: Story = { args: { shown: 'watchlist', favourites: [] } };

/** CompareDialog: three vehicles side by side, each detail loaded fresh. */
export const Comparison: Story = { args: { shown: 'compare' } };

/** A compared vehicle was sold meanwhile (its detail is gone). */
export const ComparisonWithSoldVehicle: Story = {
  args: { shown: 'compare' },
  beforeEach: ({ msw }) => msw.use(absent(`core/*/detail/${niro.id}`)),
};

/** Nothing to compare: the hint. */
export const ComparisonEmpty: Story = { args: { shown: 'compare', compare: [] } };

export const ComparisonFrench: Story = { globals: { locale: 'fr' }, args: { shown: 'compare' } };
export const WatchlistItalian: Story = { globals: { locale: 'it' }, args: { shown: 'watchlist' } };
