import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { DealerListEntry } from '@carweb/api-contracts';
import { dealerListEntry, dealerListFixture } from '../dealer-list.fixtures';
import { STORY_NOW } from '../maps/maps-stand-in';
import { searchDealers } from '../search/dealer-search';
import { DealerResults } from './DealerResults';

interface Args {
  place: string;
  dealers: DealerListEntry[];
  busy: boolean;
  selectedId: number | null;
  withMap: boolean;
  onShowOnMap: (dealerId: number) => void;
}

const hrefOf = (dealer: DealerListEntry) => `/de/${dealer.slug}`;

/** The results list: count and order announced, nearest first when a place is known, else by name. */
const meta = {
  title: 'Dealer search/DealerResults',
  args: {
    place: '8953',
    dealers: dealerListFixture(),
    busy: false,
    selectedId: null,
    withMap: false,
    onShowOnMap: fn(),
  },
  parameters: { route: { url: '/de/haendlersuche' } },
  render: ({ place, dealers, busy, selectedId, withMap, onShowOnMap }, { globals }) => {
    const locale = String(globals['locale'] ?? 'de');
    const outcome = searchDealers({ place, service: 'all' }, { all: dealers, offered: dealers }, new Intl.Collator(`${locale}-CH`));
    return (
      <DealerResults
        outcome={outcome}
        busy={busy}
        hrefOf={hrefOf}
        selectedId={selectedId}
        onShowOnMap={withMap ? onShowOnMap : undefined}
        showAllHref={`/${locale}/haendlersuche`}
        now={STORY_NOW}
      />
    );
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nearest to 8953 Dietikon first, each with its distance. */
export const NearestFirst: Story = {};
export const ByName: Story = { args: { place: '' } };
export const French: Story = { globals: { locale: 'fr' }, args: { place: 'Lausanne' } };
/** A new search is on its way: the old results stay, marked busy. */
export const Busy: Story = { args: { busy: true } };
export const NoResults: Story = { args: { place: 'Atlantis', dealers: [] } };
/** While the map is there, each result can be shown on it; the selected one is marked. */
export const WithMap: Story = {
  args: { withMap: true, selectedId: 102 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const buttons = await canvas.findAllByRole('button', { name: 'Auf der Karte zeigen' });
    await userEvent.click(buttons[0]);
    await expect(args.onShowOnMap).toHaveBeenCalledTimes(1);
  },
};
export const LongTexts: Story = {
  args: {
    dealers: [
      dealerListEntry([
        1,
        'Garage und Carrosserie Zimmermann-Schwarzenbach Automobile Vertretungen und Occasionen AG',
        '8953',
        'Dietikon',
        47.4015,
        8.4,
        ['tradein', 'onlinesales', 'testdrive'],
      ]),
      ...dealerListFixture().slice(0, 3),
    ],
  },
};
