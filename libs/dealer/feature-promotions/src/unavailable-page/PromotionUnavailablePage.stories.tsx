import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { answer, outage } from '@carweb/shared-testing-msw';
import type { PromotionUnavailableData } from '../routes/promotion-list-loaders';
import PromotionUnavailablePage from './PromotionUnavailablePage';

const route = (requested: boolean) => ({ route: { loaderData: { dealerId: 100, requested } satisfies PromotionUnavailableData } });
const heading = (canvasElement: HTMLElement) => within(canvasElement).findByRole('heading', { level: 1 });

/** A promotion that is not available (SPEC §8, page type promotionNotAvailablePage), with the dealer's current offers. */
const meta = {
  title: 'Dealer/Promotions/PromotionUnavailablePage',
  component: PromotionUnavailablePage,
  parameters: route(true),
} satisfies Meta<typeof PromotionUnavailablePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Reached from a promotion that is gone: 'Scheinbar gibt es ein Problem!', probably expired, and the current offers. */
export const Expired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await heading(canvasElement)).toHaveTextContent('Scheinbar gibt es ein Problem!');
    await expect(
      canvas.getByText('Es tut uns leid, die Aktion konnte nicht gefunden werden. Vermutlich ist sie abgelaufen.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zu den aktuellen Angeboten' })).toHaveAttribute(
      'href',
      '/de/haendler/auto-zentrum-zuerich/aktionen',
    );
    await expect(await canvas.findByRole('heading', { name: 'Unsere aktuellen Angebote' })).toBeVisible();
  },
};
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement)).toHaveTextContent('Il semble y avoir un problème !');
    await expect(within(canvasElement).getByRole('link', { name: 'Vers les offres actuelles' })).toHaveAttribute(
      'href',
      '/fr/concessionnaire/auto-zentrum-zuerich/actions',
    );
  },
};
export const Italian: Story = {
  globals: { locale: 'it' },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement)).toHaveTextContent('Sembra che ci sia un problema!');
  },
};

/** Opened without a promotion: 'Es scheint ein Problem zu geben' with the link to the current offers. */
export const WithoutPromotion: Story = {
  parameters: route(false),
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement)).toHaveTextContent('Es scheint ein Problem zu geben');
    await expect(within(canvasElement).queryByText(/Vermutlich ist sie abgelaufen/)).toBeNull();
  },
};

/** No current promotions, or they fail: the message and the link stay, no offers section. */
export const NoCurrentOffers: Story = { beforeEach: ({ msw }) => msw.use(answer('dealer/:id/dealer/promotions', [])) };
export const CurrentOffersFail: Story = {
  beforeEach: ({ msw }) => msw.use(outage('dealer/:id/dealer/promotions')),
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement)).toHaveTextContent('Scheinbar gibt es ein Problem!');
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(within(canvasElement).queryByRole('heading', { level: 2 })).toBeNull();
  },
};
