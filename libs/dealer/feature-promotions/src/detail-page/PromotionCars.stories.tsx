import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { outage, pending } from '@carweb/shared-testing-msw';
import { promotionCarFilter } from '../promotion-cars';
import { PromotionCars } from './PromotionCars';
import { promotionCars } from './promotion-cars.fixtures';

/** A promotion's vehicles, 6 at a time (SPEC §9), with "load more" and the link to all matching vehicles. */
const meta = {
  title: 'Dealer/Promotions/PromotionCars',
  component: PromotionCars,
  parameters: { route: {} },
  args: { filter: promotionCarFilter('{"cond":["new","demo"]}') ?? {}, dealerSlug: 'auto-zentrum-zuerich' },
  beforeEach: ({ msw }) => msw.use(promotionCars(13)),
} satisfies Meta<typeof PromotionCars>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('6 von 13 Fahrzeugen')).toBeVisible();
  },
};
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('6 sur 13 véhicules')).toBeVisible();
    await expect(canvas.getByRole('button', { name: "Charger d'autres véhicules" })).toBeVisible();
  },
};
export const Italian: Story = { globals: { locale: 'it' } };

/** "Load more" appends the next 6; focus moves to the first new vehicle, so keyboard users go on there. */
export const LoadMore: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Weitere Fahrzeuge laden' }));
    await canvas.findByText('12 von 13 Fahrzeugen');
    const seventh = within(canvas.getAllByRole('article')[6] as HTMLElement);
    await waitFor(() => expect(seventh.getAllByRole('link')).toContain(document.activeElement));
  },
};
/** Exactly 6: no "load more". */
export const AllOnOnePage: Story = {
  beforeEach: ({ msw }) => msw.use(promotionCars(6)),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('6 von 6 Fahrzeugen');
    await expect(within(canvasElement).queryByRole('button', { name: 'Weitere Fahrzeuge laden' })).toBeNull();
  },
};
export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(pending('core/*/list')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Fahrzeuge werden geladen …')).toBeVisible();
  },
};
export const NoVehicles: Story = {
  beforeEach: ({ msw }) => msw.use(promotionCars(0)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Zu dieser Aktion sind im Moment keine Fahrzeuge verfügbar.')).toBeVisible();
  },
};
export const Failing: Story = {
  beforeEach: ({ msw }) => msw.use(outage('core/*/list')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Es ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.',
    );
  },
};
