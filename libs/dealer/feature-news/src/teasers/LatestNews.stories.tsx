import type { Meta, StoryObj } from '@storybook/react-vite';
import { json200, failing, NewsStory, newsStoryLoaders, type NewsStoryArgs } from '../stories/story-harness';
import { LatestNews } from './LatestNews';

/** The dealer home's top news: the newest items linked to their pages; hidden when none or failing. */
const meta = {
  title: 'Dealer/News/LatestNews',
  args: { locale: 'de', messages: {}, answers: [] },
  loaders: newsStoryLoaders,
  render: ({ locale, answers }, { loaded }) => (
    <NewsStory
      locale={locale}
      messages={loaded['messages']}
      element={<LatestNews dealerId={100} />}
      pageType="homepagePartnerWeb"
      loaderData={null}
      answers={answers}
    />
  ),
} satisfies Meta<NewsStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const French: Story = { args: { locale: 'fr' } };
/** No news, or the call fails: the section is left out (optional data). */
export const NoNews: Story = { args: { answers: [['/dealer/news', json200([])]] } };
export const Failing: Story = { args: { answers: [['/dealer/news', failing()]] } };
