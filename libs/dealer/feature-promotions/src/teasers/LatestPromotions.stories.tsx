import type { Meta, StoryObj } from '@storybook/react-vite';
import { promotionFixture } from '@carweb/shared-testing';
import {
  failing,
  json200,
  PromotionStory,
  promotionStoryLoaders,
  type PromotionStoryArgs,
  type StoryAnswer,
} from '../stories/story-harness';
import { LatestPromotions } from './LatestPromotions';

const meta = {
  title: 'Dealer/Promotions/LatestPromotions',
  args: { locale: 'de', messages: {}, answers: [] },
  loaders: promotionStoryLoaders,
  render: ({ locale, answers }, { loaded }) => (
    <PromotionStory
      locale={locale}
      messages={loaded['messages']}
      element={<LatestPromotions dealerId={100} />}
      pageType="homepagePartnerWeb"
      answers={answers}
    />
  ),
} satisfies Meta<PromotionStoryArgs & { answers: [string, StoryAnswer][] }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dealer home's campaign teasers: the newest promotions and the link to all. */
export const Default: Story = {};
export const French: Story = { args: { locale: 'fr' } };

/** At most 4 (SPEC §9), newest first. */
export const MoreThanFour: Story = {
  args: {
    answers: [
      [
        '/dealer/promotions',
        json200(
          Array.from({ length: 6 }, (_, index) =>
            promotionFixture({ id: `p${index}`, title: `Aktion ${index + 1}`, publishingDate: `2026-11-0${index + 1}` }),
          ),
        ),
      ],
    ],
  },
};

/** No promotions, or the call fails: the section is not there at all. */
export const None: Story = { args: { answers: [['/dealer/promotions', json200([])]] } };
export const Failing: Story = { args: { answers: [['/dealer/promotions', failing()]] } };
