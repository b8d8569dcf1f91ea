import type { Meta, StoryObj } from '@storybook/react-vite';
import { promotionFixture, promotionListFixture } from '@carweb/shared-testing';
import { PromotionStory, promotionStoryLoaders, type PromotionStoryArgs } from '../stories/story-harness';
import { PromotionTeaser, PromotionTeaserList, type TeaserPromotion } from './PromotionTeaser';

type Args = PromotionStoryArgs & { promotions: TeaserPromotion[] };

/** Promotions as a grid of teaser cards (PromotionTeaserList), each a PromotionTeaser linked to its page. */
const meta = {
  title: 'Dealer/Promotions/PromotionTeaser',
  args: { locale: 'de', messages: {}, promotions: promotionListFixture() },
  loaders: promotionStoryLoaders,
  render: ({ locale, promotions }, { loaded }) => (
    <PromotionStory
      locale={locale}
      messages={loaded['messages']}
      element={<PromotionTeaserList promotions={promotions} headingLevel={2} />}
      pageType="promotionListPage"
    />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sales and service promotions; a validity shows where the promotion has one. */
export const List: Story = {};
export const French: Story = {
  args: {
    locale: 'fr',
    promotions: [
      promotionFixture({
        title: 'Roues d’hiver offertes',
        shortDescription: 'Un jeu de roues complètes d’hiver offert pour chaque voiture neuve.',
        validUntil: '2030-01-31',
      }),
    ],
  },
};
export const Empty: Story = { args: { promotions: [] } };
/** One card on its own, below a section heading (h3). */
export const SingleTeaser: Story = {
  render: ({ locale }, { loaded }) => (
    <PromotionStory
      locale={locale}
      messages={loaded['messages']}
      element={
        <section aria-labelledby="teaser-story-title" style={{ maxWidth: 420 }}>
          <h2 id="teaser-story-title">Aktuelle Aktionen</h2>
          <PromotionTeaser promotion={promotionFixture({ validUntil: '2030-12-31' })} />
        </section>
      }
      pageType="homepagePartnerWeb"
    />
  ),
};
export const LongTexts: Story = {
  args: {
    promotions: [
      promotionFixture({
        title: 'Winterkompletträder im Wert von bis zu CHF 2000.– geschenkt beim Kauf eines Neuwagens oder Vorführfahrzeugs',
        shortDescription:
          'Gültig für alle Kaufverträge, die bis Ende Monat an einem unserer Standorte in Zürich, Oerlikon oder Dietikon unterzeichnet werden. '.repeat(
            2,
          ),
        validUntil: '2030-01-31',
      }),
    ],
  },
};
