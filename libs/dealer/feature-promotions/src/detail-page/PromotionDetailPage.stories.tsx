import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { promotionFixture, serviceThemePromotionFixture } from '@carweb/shared-testing';
import type { PromotionLoaderData } from '../routes/promotion-loader';
import {
  failing,
  json200,
  promotionCarsAnswer,
  PromotionStory,
  promotionStoryLoaders,
  type PromotionStoryArgs,
  type StoryAnswer,
} from '../stories/story-harness';
import PromotionDetailPage from './PromotionDetailPage';

const loaderData: PromotionLoaderData = { dealerId: 100, dealerSlug: 'auto-zentrum-zuerich', slug: 'gratis-winterraeder' };

const meta = {
  title: 'Dealer/Promotions/PromotionDetailPage',
  args: { locale: 'de', messages: {}, answers: [], serviceTheme: false },
  loaders: promotionStoryLoaders,
  render: ({ locale, answers, serviceTheme }, { loaded }) => (
    <PromotionStory
      locale={locale}
      messages={loaded['messages']}
      element={<PromotionDetailPage />}
      pageType={serviceTheme ? 'promotionServiceThemePage' : 'promotionDetailPage'}
      loaderData={loaderData}
      answers={answers}
    />
  ),
} satisfies Meta<PromotionStoryArgs & { answers: [string, StoryAnswer][]; serviceTheme: boolean }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A sales promotion: its text, the dealer beside it, and the first 6 of its 13 vehicles. */
export const Default: Story = {};
export const French: Story = { args: { locale: 'fr' } };
export const Italian: Story = { args: { locale: 'it' } };

/** "Load more" appends the next 6 vehicles; focus moves to the first new one. */
export const LoadMore: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Weitere Fahrzeuge laden' }));
    await canvas.findByText('12 von 13 Fahrzeugen');
  },
};

/** Content from the page builder ('campaign-and-news-page'): its hero headline, sanitized rich text and button. */
export const BuilderContent: Story = {
  args: {
    answers: [['/dealer/promotion/', json200(promotionFixture({ isBuilderIoContent: true, builderIoPageId: 'campaign-page-100' }))]],
  },
};

/** A service-theme promotion ({base}/services/{slug}): the call to action books a service appointment; no vehicles. */
export const ServiceTheme: Story = {
  args: { serviceTheme: true, answers: [['/dealer/promotion/', json200(serviceThemePromotionFixture())]] },
};

export const VehiclesLoading: Story = { args: { answers: [['/list', 'pending']] } };
export const NoVehicles: Story = { args: { answers: [['/list', promotionCarsAnswer(0)]] } };
/** The vehicles fail: the spec's generic message, the promotion stays. */
export const VehiclesError: Story = { args: { answers: [['/list', failing()]] } };

/** A long title and text wrap; the hero keeps its image ratio. */
export const LongTexts: Story = {
  args: {
    answers: [
      [
        '/dealer/promotion/',
        json200(
          promotionFixture({
            title: 'Winterkompletträder-Geschenkaktion für alle Neuwagen- und Vorführwagenkäuferinnen und -käufer',
            longDescription: `<p>${'Bei Vertragsabschluss bis Ende Monat erhalten Sie einen Satz Winterkompletträder geschenkt. '.repeat(12)}</p>`,
            validUntil: '2030-02-28',
          }),
        ),
      ],
    ],
  },
};
