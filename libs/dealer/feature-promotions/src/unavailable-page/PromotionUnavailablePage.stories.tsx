import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PromotionUnavailableData } from '../routes/promotion-list-loaders';
import {
  failing,
  json200,
  PromotionStory,
  promotionStoryLoaders,
  type PromotionStoryArgs,
  type StoryAnswer,
} from '../stories/story-harness';
import PromotionUnavailablePage from './PromotionUnavailablePage';

const meta = {
  title: 'Dealer/Promotions/PromotionUnavailablePage',
  args: { locale: 'de', messages: {}, answers: [], requested: true },
  loaders: promotionStoryLoaders,
  render: ({ locale, answers, requested }, { loaded }) => (
    <PromotionStory
      locale={locale}
      messages={loaded['messages']}
      element={<PromotionUnavailablePage />}
      pageType="promotionNotAvailablePage"
      loaderData={{ dealerId: 100, requested } satisfies PromotionUnavailableData}
      answers={answers}
    />
  ),
} satisfies Meta<PromotionStoryArgs & { answers: [string, StoryAnswer][]; requested: boolean }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Reached from a promotion that is gone: 'Scheinbar gibt es ein Problem!', probably expired, and the current offers. */
export const Expired: Story = {};
export const French: Story = { args: { locale: 'fr' } };
export const Italian: Story = { args: { locale: 'it' } };

/** Opened without a promotion: 'Es scheint ein Problem zu geben' with the link to the current offers. */
export const WithoutPromotion: Story = { args: { requested: false } };

/** No current promotions, or they fail: the message and the link stay. */
export const NoCurrentOffers: Story = { args: { answers: [['/dealer/promotions', json200([])]] } };
export const CurrentOffersFail: Story = { args: { answers: [['/dealer/promotions', failing()]] } };
