import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Promotion } from '@carweb/api-contracts';
import { changedAnswer } from '@carweb/shared-testing-msw';
import { PromotionTeaser, PromotionTeaserList } from './PromotionTeaser';

const promotions = (change: (list: Promotion[]) => Promotion[] = (list) => list, locale = 'de') =>
  changedAnswer<Promotion[]>('dealer/:id/dealer/promotions', change, locale);

/** Promotions as a grid of the shared content card (PromotionTeaserList), each a PromotionTeaser linked to its page. */
const meta = {
  title: 'Dealer/Promotions/PromotionTeaser',
  component: PromotionTeaserList,
  parameters: { route: {} },
  args: { promotions: promotions(), headingLevel: 2 },
} satisfies Meta<typeof PromotionTeaserList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sales and service promotions with their category; a validity shows where the promotion has one. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Winterräder geschenkt' })).toHaveAttribute(
      'href',
      '/de/haendler/auto-zentrum-zuerich/aktionen/gratis-winterraeder',
    );
    await expect(canvas.getAllByText('Service')[0]).toBeVisible();
  },
};
export const French: Story = { globals: { locale: 'fr' }, args: { promotions: promotions(undefined, 'fr') } };
export const Empty: Story = { args: { promotions: [] } };
/** One card on its own, below a section heading (h3). */
export const SingleTeaser: Story = {
  render: () => (
    <section aria-labelledby="teaser-story-title" style={{ maxWidth: 420 }}>
      <h2 id="teaser-story-title">Aktuelle Aktionen</h2>
      <PromotionTeaser
        promotion={promotions((list) => list.map((promotion) => ({ ...promotion, validUntil: '2030-12-31' })))[2] as Promotion}
      />
    </section>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Gültig bis 31. Dezember 2030')).toBeVisible();
    await expect(within(canvasElement).getByRole('heading', { level: 3 })).toBeVisible();
  },
};
export const LongTexts: Story = {
  args: {
    promotions: promotions((list) =>
      list.slice(2, 3).map((promotion) => ({
        ...promotion,
        title: 'Winterkompletträder im Wert von bis zu CHF 2000.– geschenkt beim Kauf eines Neuwagens oder Vorführfahrzeugs',
        shortDescription:
          'Gültig für alle Kaufverträge, die bis Ende Monat an einem unserer Standorte in Zürich, Oerlikon oder Dietikon unterzeichnet werden. '.repeat(
            2,
          ),
        validUntil: '2030-01-31',
      })),
    ),
  },
};
