import type { Meta, StoryObj } from '@storybook/react-vite';
import type { NewsItem } from '@carweb/api-contracts';
import { newsItemFixture } from '@carweb/shared-testing';
import { NewsStory, newsStoryLoaders, type NewsStoryArgs } from '../stories/story-harness';
import { NewsCard } from './NewsCard';

type Args = Omit<NewsStoryArgs, 'answers'> & { item: NewsItem; headingLevel?: 2 | 3 };

/** A news teaser of the list (SPEC §3: title, image, subtitle, call to action); its title links to the item. */
const meta = {
  title: 'Dealer/News/NewsCard',
  args: { locale: 'de', messages: {}, item: newsItemFixture() },
  loaders: newsStoryLoaders,
  render: ({ locale, item, headingLevel }, { loaded }) => (
    <NewsStory
      locale={locale}
      messages={loaded['messages']}
      element={
        <ul style={{ listStyle: 'none', padding: 0, maxWidth: 360 }}>
          <NewsCard item={item} href={`/de/auto-zentrum-zuerich/news/${item.slug}`} headingLevel={headingLevel} />
        </ul>
      }
      pageType="newsListPage"
      loaderData={null}
    />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Below a section heading (the home page's top news) the title is an h3. */
export const AsH3: Story = { args: { headingLevel: 3 } };
export const French: Story = {
  args: {
    locale: 'fr',
    item: newsItemFixture({
      teaser: { ...newsItemFixture().teaser, title: 'Journée portes ouvertes', subtitle: 'Concours, restauration et essais', ctaText: '' },
    }),
  },
};
/** No subtitle, no call-to-action text (the default "read more" shows), no teaser title (the name stands in). */
export const Minimal: Story = {
  args: { item: newsItemFixture({ teaser: { ...newsItemFixture().teaser, title: '', subtitle: '', ctaText: '' } }) },
};
export const LongTexts: Story = {
  args: {
    item: newsItemFixture({
      teaser: {
        ...newsItemFixture().teaser,
        title: 'Frühlingsausstellung mit Werkstattführungen, Probefahrten aller Elektromodelle und Festwirtschaft für Gross und Klein',
        subtitle: 'An allen drei Standorten in Zürich, Oerlikon und Dietikon — mit Wettbewerb, Kinderprogramm und Eintauschaktion',
      },
    }),
  },
};
