import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { VehicleListResponse } from '@carweb/api-contracts';
import { answer, recordedAnswer } from '@carweb/shared-testing-msw';
import { DETAIL_PAGE, storyVehicle } from '../testing/detail-states';
import { FairPriceRating } from './FairPriceRating';
import { VehicleFairPrice } from './VehicleFairPrice';

const LIST = 'core/*/list';
const rating = { count: 8, estimate: 27_450, lowest: 23_900, highest: 31_500, price: 25_990, band: 'good' as const };

/** A market of `size` comparables around CHF 27'000 (and the story vehicle), sorted and paged as the list call asks. */
const market = (size: number) =>
  answer(LIST, (url) => {
    const filter = JSON.parse(url.searchParams.get('filter') ?? '{}') as { limit?: number };
    const template = recordedAnswer<VehicleListResponse>('core/list').vehicles[0];
    const vehicles = [
      storyVehicle(),
      ...Array.from({ length: size }, (_, i) => ({ ...template, id: 900 + i, price: { value: 23_900 + 1_100 * i } })),
    ];
    vehicles.sort((a, b) => a.price.value - b.price.value);
    return { vehicles: vehicles.slice(0, filter.limit ?? 24), totalMatches: vehicles.length, currentPage: 1, error: false };
  });

const meta = {
  title: 'Vehicle market/Detail/FairPriceRating',
  component: FairPriceRating,
  args: { rating, currency: 'CHF' },
  parameters: DETAIL_PAGE,
  render: (args) => (
    <div style={{ maxWidth: 420 }}>
      <FairPriceRating {...args} />
    </div>
  ),
} satisfies Meta<typeof FairPriceRating>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 5 % under the market price of 8 comparables: "Guter Preis"; the explanation opens on a click (a native details element). */
export const Good: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByText('Guter Preis');
    await expect(canvas.getByText(/Verglichen mit 8 ähnlichen Fahrzeugen/)).not.toBeVisible();
    await userEvent.click(summary);
    await expect(canvas.getByText(/Verglichen mit 8 ähnlichen Fahrzeugen/)).toBeVisible();
    await expect(canvas.getByText(/Dieses Fahrzeug: CHF 25'990.–, 5\s?% unter dem Marktpreis/)).toBeVisible();
  },
};
export const VeryGood: Story = { args: { rating: { ...rating, price: 23_900, band: 'veryGood' } } };
export const Fair: Story = { args: { rating: { ...rating, price: 27_450, band: 'fair' } } };
export const Increased: Story = { args: { rating: { ...rating, price: 29_000, band: 'increased' } } };
/** Above every comparable: the marker stops at the end of the scale, the text says how far above. */
export const High: Story = { args: { rating: { ...rating, price: 34_990, band: 'high' } } };
export const French: Story = { globals: { locale: 'fr' } };
export const Italian: Story = { globals: { locale: 'it' }, args: { rating: { ...rating, price: 23_900, band: 'veryGood' } } };
export const English: Story = { globals: { locale: 'en' } };
export const Slovenian: Story = { globals: { locale: 'sl' }, args: { rating: { ...rating, count: 2 } } };

/** The detail's rating computed from the market's list answer (the story vehicle against 7 comparables). */
export const FromTheMarket: Story = {
  beforeEach: ({ msw }) => msw.use(market(7)),
  render: () => <VehicleFairPrice vehicle={storyVehicle()} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Verglichen mit 7 ähnlichen Fahrzeugen/)).toBeInTheDocument();
  },
};

/** Fewer than five comparables, or a new vehicle: no rating at all. */
export const TooFewComparables: Story = {
  beforeEach: ({ msw }) => msw.use(market(4)),
  render: () => <VehicleFairPrice vehicle={storyVehicle()} />,
};
export const NewVehicle: Story = {
  render: () => <VehicleFairPrice vehicle={storyVehicle({ conditionType: { value: 'Neu', id: 'new' } })} />,
};
