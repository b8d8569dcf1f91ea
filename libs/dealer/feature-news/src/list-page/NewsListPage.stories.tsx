import type { Meta, StoryObj } from '@storybook/react-vite';
import { newsItemFixture, newsListFixture } from '@carweb/shared-testing';
import { json200, NewsStory, newsStoryLoaders, type NewsStoryArgs } from '../stories/story-harness';
import NewsListPage from './NewsListPage';

const meta = {
  title: 'Dealer/News/NewsListPage',
  args: { locale: 'de', messages: {}, answers: [] },
  loaders: newsStoryLoaders,
  render: ({ locale, answers }, { loaded }) => (
    <NewsStory
      locale={locale}
      messages={loaded['messages']}
      element={<NewsListPage />}
      pageType="newsListPage"
      loaderData={{ dealerId: 100 }}
      answers={answers}
    />
  ),
} satisfies Meta<NewsStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dealer's news, newest first, each linked to its page. */
export const Default: Story = {};
export const French: Story = {
  args: {
    locale: 'fr',
    answers: [
      [
        '/dealer/news',
        json200(
          newsListFixture().map((item) => ({
            ...item,
            slug: item.slugLocalizations['fr'] ?? item.slug,
            teaser: { ...item.teaser, ctaText: 'En savoir plus' },
          })),
        ),
      ],
    ],
  },
};

/** No news at the moment. */
export const Empty: Story = { args: { answers: [['/dealer/news', json200([])]] } };

/** The news are still on their way (a client navigation before the loader's data is shown). */
export const Loading: Story = { args: { answers: [['/dealer/news', 'pending']] } };

/** Long titles and subtitles wrap inside their cards. */
export const LongTexts: Story = {
  args: {
    answers: [
      [
        '/dealer/news',
        json200([
          newsItemFixture({
            teaser: {
              ...newsItemFixture().teaser,
              title: 'Tag der offenen Tür mit Werkstattführungen, Probefahrten, Festwirtschaft und Wettbewerb für die ganze Familie',
              subtitle: 'Am Samstag, 4. Mai, öffnen wir unsere Türen von 9 bis 17 Uhr. '.repeat(3),
            },
          }),
          ...newsListFixture().slice(1),
        ]),
      ],
    ],
  },
};
