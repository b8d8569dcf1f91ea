import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { VehicleListResponse } from '@carweb/api-contracts';
import { answer, changedAnswer, outage } from '@carweb/shared-testing-msw';
import { KEYS, marketHome } from '../testing/story-answers';
import { TopCars } from './TopCars';

/** The brand's top cars (core list/top-cars as recorded from the sandbox), each linked to its detail page on the site. */
const meta = {
  title: 'Vehicle market/Market home/TopCars',
  component: TopCars,
  parameters: marketHome(),
  globals: { locale: 'de' },
} satisfies Meta<typeof TopCars>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await canvas.findByRole('region', { name: 'Top-Angebote' });
    await expect(within(region).getAllByRole('article').length).toBeGreaterThan(0);
    await expect(within(region).getAllByRole('link')[0]).toHaveAttribute('href', expect.stringMatching(/^\/de\/auto-finden\/.+-\d+$/));
    await expect(canvas.getByRole('link', { name: 'Alle Fahrzeuge' })).toHaveAttribute('href', '/de/auto-finden');
  },
};

/** No top cars, or the core API failed: the section is left out. */
export const None: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      answer(
        KEYS.topCars,
        changedAnswer<VehicleListResponse>('core/list/top-cars', (list) => ({ ...list, vehicles: [] })),
      ),
    ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};
export const Outage: Story = { beforeEach: ({ msw }) => msw.use(outage(KEYS.topCars)) };
