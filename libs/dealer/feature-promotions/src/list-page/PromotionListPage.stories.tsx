import type { Meta, StoryObj } from '@storybook/react-vite';
import { promotionFixture, promotionListFixture } from '@carweb/shared-testing';
import { json200, PromotionStory, promotionStoryLoaders, type PromotionStoryArgs, type StoryAnswer } from '../stories/story-harness';
import PromotionListPage from './PromotionListPage';

const meta = {
  title: 'Dealer/Promotions/PromotionListPage',
  args: { locale: 'de', messages: {}, answers: [] },
  loaders: promotionStoryLoaders,
  render: ({ locale, answers }, { loaded }) => (
    <PromotionStory
      locale={locale}
      messages={loaded['messages']}
      element={<PromotionListPage />}
      pageType="promotionListPage"
      loaderData={{ dealerId: 100 }}
      answers={answers}
    />
  ),
} satisfies Meta<PromotionStoryArgs & { answers: [string, StoryAnswer][] }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Offers for a vehicle, then offers for service and workshop, newest first. */
export const Default: Story = {};
export const French: Story = { args: { locale: 'fr' } };
export const Italian: Story = { args: { locale: 'it' } };

/** A dealer without current promotions (expired ones are left out as well). */
export const Empty: Story = {
  args: { answers: [['/dealer/promotions', json200([promotionFixture({ validUntil: '2020-01-31' })])]] },
};

/** Long titles and descriptions wrap inside their cards. */
export const LongTexts: Story = {
  args: {
    answers: [
      [
        '/dealer/promotions',
        json200([
          promotionFixture({
            title: 'Winterkompletträder-Geschenkaktion für alle Neuwagen- und Vorführwagenkäuferinnen und -käufer im Kanton Zürich',
            shortDescription:
              'Zu jedem Neuwagen und jedem Vorführwagen aus unserem Lagerbestand schenken wir Ihnen einen vollständigen Satz Winterkompletträder inklusive Montage, Einlagerung und Reifendruckkontrolle.',
          }),
          ...promotionListFixture().slice(1),
        ]),
      ],
    ],
  },
};
