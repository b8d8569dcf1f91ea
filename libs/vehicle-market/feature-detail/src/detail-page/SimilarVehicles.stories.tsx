import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { VehicleListResponse } from '@carweb/api-contracts';
import { answer, outage, recordedAnswer } from '@carweb/shared-testing-msw';
import { SimilarVehicles } from './SimilarVehicles';
import { DETAIL_PAGE, storyVehicle } from '../testing/detail-states';

const SIMILAR = 'core/*/detail/*/similar';

const meta = {
  title: 'Vehicle market/Detail/SimilarVehicles',
  component: SimilarVehicles,
  args: { vehicle: storyVehicle() },
  parameters: DETAIL_PAGE,
  render: (args) => (
    <div style={{ maxWidth: 960 }}>
      <SimilarVehicles {...args} />
    </div>
  ),
} satisfies Meta<typeof SimilarVehicles>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The vehicles like the Stonic the sandbox finds, in a carousel. */
export const Similar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Ähnliche Fahrzeuge' })).toBeVisible();
    // one region of that name: the carousel (its section is not a second one)
    const region = canvas.getByRole('region', { name: 'Ähnliche Fahrzeuge' });
    await expect(within(region).getAllByRole('article')).toHaveLength(
      recordedAnswer<VehicleListResponse>('core/detail/:id/similar').vehicles.length,
    );
  },
};

/** None found, the backend's error flag, or a failed call: the section is left out. */
export const NoneFound: Story = {
  beforeEach: ({ msw }) => msw.use(answer(SIMILAR, { vehicles: [], totalMatches: 0, currentPage: 1, error: false })),
};
export const ErrorFlag: Story = {
  beforeEach: ({ msw }) => msw.use(answer(SIMILAR, { vehicles: [], totalMatches: 0, currentPage: 1, error: true })),
};
export const Failed: Story = { beforeEach: ({ msw }) => msw.use(outage(SIMILAR)) };

export const French: Story = { globals: { locale: 'fr' } };
export const Italian: Story = { globals: { locale: 'it' } };
