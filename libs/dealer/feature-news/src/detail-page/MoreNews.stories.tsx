import type { Meta, StoryObj } from '@storybook/react-vite';
import { newsItemFixture, newsListFixture } from '@carweb/shared-testing';
import { failing, json200, NewsStory, newsStoryLoaders, type NewsStoryArgs } from '../stories/story-harness';
import { MoreNews } from './MoreNews';

/** Beside a news item: the dealer's latest other news (at most three); hidden when there are none or the list fails. */
const meta = {
  title: 'Dealer/News/MoreNews',
  args: { locale: 'de', messages: {}, answers: [] },
  loaders: newsStoryLoaders,
  render: ({ locale, answers }, { loaded }) => (
    <NewsStory
      locale={locale}
      messages={loaded['messages']}
      element={<MoreNews dealerId={100} currentId="100-open-day" />}
      pageType="newsDetailPage"
      loaderData={null}
      answers={answers}
    />
  ),
} satisfies Meta<NewsStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const many = [
  ...newsListFixture(),
  newsItemFixture({
    id: '100-winter',
    slug: 'wintercheck',
    name: 'Wintercheck zum Fixpreis von CHF 49.–',
    date: '2029-11-02T08:00:00.000Z',
    teaser: { ...newsItemFixture().teaser, title: 'Wintercheck zum Fixpreis von CHF 49.– für alle Marken und Modelle' },
  }),
  newsItemFixture({
    id: '100-team',
    slug: 'neue-serviceberaterin',
    name: 'Neue Serviceberaterin in Oerlikon',
    date: '2029-09-15T08:00:00.000Z',
    teaser: { ...newsItemFixture().teaser, title: '' },
  }),
  newsItemFixture({ id: '100-old', slug: 'alt', name: 'Nicht mehr gezeigt', date: '2029-01-01T08:00:00.000Z' }),
];

export const OneOther: Story = {};
export const French: Story = { args: { locale: 'fr' } };
/** Three others at most; an empty teaser title falls back to the item's name. */
export const ThreeOfMany: Story = { args: { answers: [['/dealer/news', json200(many)]] } };
/** Only the current item, or the list failed: nothing is shown. */
export const NoOthers: Story = { args: { answers: [['/dealer/news', json200([newsItemFixture()])]] } };
export const Failing: Story = { args: { answers: [['/dealer/news', failing()]] } };
