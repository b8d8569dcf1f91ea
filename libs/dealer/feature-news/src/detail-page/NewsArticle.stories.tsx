import type { Meta, StoryObj } from '@storybook/react-vite';
import type { NewsItem } from '@carweb/api-contracts';
import { newsItemFixture } from '@carweb/shared-testing';
import { failing, NewsStory, newsStoryLoaders, type NewsStoryArgs } from '../stories/story-harness';
import { NewsArticle } from './NewsArticle';

type Args = NewsStoryArgs & { item: NewsItem };

/** The news item's landing page on its own: hero, date, headline and long copy, or its page-builder content. */
const meta = {
  title: 'Dealer/News/NewsArticle',
  args: { locale: 'de', messages: {}, answers: [], item: newsItemFixture() },
  loaders: newsStoryLoaders,
  render: ({ locale, answers, item }, { loaded }) => (
    <NewsStory
      locale={locale}
      messages={loaded['messages']}
      element={<NewsArticle item={item} />}
      pageType="newsDetailPage"
      loaderData={null}
      answers={answers}
    />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const builderItem = newsItemFixture({ isBuilderIoContent: true, builderIoPageId: 'campaign-page-100-open-day' });

export const LandingPage: Story = {};
export const Italian: Story = {
  args: {
    locale: 'it',
    item: newsItemFixture({
      name: 'Giornata porte aperte',
      landingPage: {
        ...newsItemFixture().landingPage,
        contenHeadline: { headline: 'Giornata porte aperte', subHeadline: 'Concorso, ristoro e giri di prova' },
        longCopy: '<p>Visite dell’officina, giri di prova e un concorso per tutta la famiglia.</p>',
      },
    }),
  },
};
/** Page-builder content: its hero is the page's heading. */
export const PageBuilderContent: Story = { args: { item: builderItem } };
/** The page-builder content is still loading: the item's own landing page shows meanwhile. */
export const PageBuilderLoading: Story = { args: { item: builderItem, answers: [['/page-builder/', 'pending']] } };
/** The page-builder content failed: the item's own landing page stands in. */
export const PageBuilderFailed: Story = { args: { item: builderItem, answers: [['/page-builder/', failing()]] } };
/** No hero image, no sub-headline: the headline falls back to the hero headline. */
export const WithoutImageAndSubHeadline: Story = {
  args: {
    item: newsItemFixture({
      landingPage: { ...newsItemFixture().landingPage, heroImage: '', contenHeadline: { headline: '', subHeadline: '' } },
    }),
  },
};
export const LongTexts: Story = {
  args: {
    item: newsItemFixture({
      landingPage: {
        ...newsItemFixture().landingPage,
        contenHeadline: {
          headline: 'Frühlingsausstellung mit Werkstattführungen, Probefahrten aller Elektromodelle und Festwirtschaft',
          subHeadline: 'Samstag und Sonntag, jeweils von 9 bis 17 Uhr, an allen drei Standorten in Zürich, Oerlikon und Dietikon',
        },
        longCopy: '<p>Wir zeigen Ihnen, wie moderne Elektrofahrzeuge gewartet und geladen werden. </p>'.repeat(6),
      },
    }),
  },
};
