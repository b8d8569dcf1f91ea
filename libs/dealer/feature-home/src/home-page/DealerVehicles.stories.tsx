import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { VehicleListResponse } from '@carweb/api-contracts';
import { answer, changedAnswer, outage, pending } from '@carweb/shared-testing-msw';
import { DealerVehicles } from './DealerVehicles';

/** The dealer's vehicles in the shared carousel (the market's vehicle tiles), with paging buttons and the link to all vehicles. */
const meta = {
  title: 'Dealer/Home/DealerVehicles',
  component: DealerVehicles,
  parameters: { route: {} },
  args: { dealerSlug: 'auto-zentrum-zuerich' },
} satisfies Meta<typeof DealerVehicles>;

export default meta;
type Story = StoryObj<typeof meta>;

const LIST = 'core/*/list';

export const Carousel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // once the vehicles are there, the carousel is the region of that name (the section is, while they load)
    await canvas.findByRole('link', { name: 'Alle Fahrzeuge' });
    const carousel = canvas.getByRole('region', { name: 'Unsere Fahrzeuge' });
    const links = within(carousel).getAllByRole('link');
    await expect(links[0]).toHaveAttribute('href', expect.stringMatching(/^\/de\/haendler\/auto-zentrum-zuerich\/auto-finden\/kia-/));
    await expect(canvas.getByRole('link', { name: 'Alle Fahrzeuge' })).toHaveAttribute(
      'href',
      '/de/haendler/auto-zentrum-zuerich/auto-finden',
    );
  },
};
export const French: Story = { globals: { locale: 'fr' } };

/** The track takes keyboard focus (arrow keys scroll it); the paging buttons work once the page is interactive. */
export const KeyboardAndPaging: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Alle Fahrzeuge' });
    const carousel = canvas.getByRole('region', { name: 'Unsere Fahrzeuge' });
    await userEvent.tab();
    // the track: the first list (a tile's tags are lists of their own)
    await expect(within(carousel).getAllByRole('list')[0]).toHaveFocus();
    const next = canvas.getByRole('button', { name: 'Nächste Fahrzeuge' });
    await expect(next).toBeEnabled();
    await userEvent.click(next);
    await expect(canvas.getByRole('button', { name: 'Vorherige Fahrzeuge' })).toBeEnabled();
  },
};
export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(pending(LIST)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Fahrzeuge werden geladen …')).toHaveAttribute('role', 'status');
  },
};
export const NoVehicles: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      answer(
        LIST,
        changedAnswer<VehicleListResponse>('core/list', (list) => ({ ...list, vehicles: [], totalMatches: 0 })),
      ),
    ),
};
export const Failing: Story = {
  beforeEach: ({ msw }) => msw.use(outage(LIST)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
  },
};
