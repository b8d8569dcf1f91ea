import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Promotion } from '@carweb/api-contracts';
import { dealerPagePath, type DealerBase } from '@carweb/platform-routing';
import { answer, changedAnswer } from '@carweb/shared-testing-msw';
import PromotionListPage from './PromotionListPage';

/** The dealer's promotions (page type promotionListPage), answered by MSW from the sandbox's recording. */
const meta = {
  title: 'Dealer/Promotions/PromotionListPage',
  component: PromotionListPage,
  parameters: { route: { url: (base: DealerBase) => dealerPagePath(base, 'promotions'), loaderData: { dealerId: 100 } } },
} satisfies Meta<typeof PromotionListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const PROMOTIONS = 'dealer/:id/dealer/promotions';
const promotions = (change: (list: Promotion[]) => Promotion[]) => changedAnswer<Promotion[]>(PROMOTIONS, change);
const BASE = '/de/haendler/auto-zentrum-zuerich';

/** Offers for a vehicle, then offers for service and workshop, newest first, each linked to its own page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent('Aktionen');
    const sales = await canvas.findByRole('region', { name: 'Angebote für Ihr nächstes Fahrzeug' });
    await expect(within(sales).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    await expect(canvas.getByRole('link', { name: 'Winterräder geschenkt' })).toHaveAttribute(
      'href',
      `${BASE}/aktionen/gratis-winterraeder`,
    );
    await expect(canvas.getByRole('link', { name: 'Winter-Check für CHF 49.–' })).toHaveAttribute('href', `${BASE}/services/winter-check`);
  },
};
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent('Actions');
    await expect(await canvas.findByRole('link', { name: "Roues d'hiver offertes" })).toHaveAttribute(
      'href',
      '/fr/concessionnaire/auto-zentrum-zuerich/actions/roues-hiver-offertes',
    );
  },
};
export const Italian: Story = {
  globals: { locale: 'it' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1 })).toHaveTextContent('Promozioni');
  },
};

/** A dealer without current promotions. */
export const Empty: Story = {
  beforeEach: ({ msw }) => msw.use(answer(PROMOTIONS, [])),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Zurzeit gibt es keine Aktionen. Schauen Sie bald wieder vorbei.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Long titles and descriptions wrap inside their cards. */
export const LongTexts: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      answer(
        PROMOTIONS,
        promotions((list) =>
          list.map((promotion) => ({
            ...promotion,
            title: `${promotion.title}: für alle Neuwagen- und Vorführwagenkäuferinnen und -käufer im Kanton Zürich`,
            shortDescription: `${promotion.shortDescription} `.repeat(3),
          })),
        ),
      ),
    ),
};
