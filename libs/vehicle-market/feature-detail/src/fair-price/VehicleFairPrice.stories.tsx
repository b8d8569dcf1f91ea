import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { VehicleListResponse } from '@carweb/api-contracts';
import { answer, recordedAnswer } from '@carweb/shared-testing-msw';
import { DETAIL_PAGE, storyVehicle } from '../testing/detail-states';
import { VehicleFairPrice } from './VehicleFairPrice';

const LIST = 'core/*/list';
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
  title: 'Vehicle market/Detail/VehicleFairPrice',
  component: VehicleFairPrice,
  args: { vehicle: storyVehicle() },
  parameters: DETAIL_PAGE,
} satisfies Meta<typeof VehicleFairPrice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The detail's rating computed from the market's list answer (the story vehicle against 7 comparables). */
export const FromTheMarket: Story = {
  beforeEach: ({ msw }) => msw.use(market(7)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Verglichen mit 7 ähnlichen Fahrzeugen/)).toBeInTheDocument();
  },
};

/** Fewer than five comparables, or a new vehicle: no rating at all. */
export const TooFewComparables: Story = {
  beforeEach: ({ msw }) => msw.use(market(4)),
};
export const NewVehicle: Story = {
  args: { vehicle: storyVehicle({ conditionType: { value: 'Neu', id: 'new' } }) },
};
