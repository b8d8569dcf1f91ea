import type { Meta, StoryObj } from '@storybook/react-vite';
import { NewsStory, newsStoryLoaders, type NewsStoryArgs } from '../stories/story-harness';
import { PublishedDate } from './PublishedDate';

type Args = Omit<NewsStoryArgs, 'answers'> & { date: string };

/** The day a news item was published, in Swiss time and the page's language. */
const meta = {
  title: 'Dealer/News/PublishedDate',
  args: { locale: 'de', messages: {}, date: '2030-05-04T08:00:00.000Z' },
  loaders: newsStoryLoaders,
  render: ({ locale, date }, { loaded }) => (
    <NewsStory
      locale={locale}
      messages={loaded['messages']}
      element={<PublishedDate date={date} />}
      pageType="newsListPage"
      loaderData={null}
    />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const German: Story = {};
export const French: Story = { args: { locale: 'fr' } };
export const Italian: Story = { args: { locale: 'it' } };
/** Late in the evening UTC is already the next day in Zurich. */
export const AcrossMidnight: Story = { args: { date: '2030-12-31T23:30:00.000Z' } };
