import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { NewsItem } from '@carweb/api-contracts';
import { changedAnswer } from '@carweb/shared-testing-msw';
import { NewsCard } from './NewsCard';

/** The sandbox's "open day" news item as recorded (in `locale`), changed by `change`. */
const openDay = (change: (item: NewsItem) => NewsItem = (item) => item, locale = 'de') =>
  changedAnswer<NewsItem>('dealer/:id/dealer/news/tag-der-offenen-tuer', change, locale);

/** A news teaser of the list (SPEC §3: title, image, subtitle, call to action) as the shared content card. */
const meta = {
  title: 'Dealer/News/NewsCard',
  component: NewsCard,
  parameters: { route: {} },
  args: { item: openDay(), href: '/de/haendler/auto-zentrum-zuerich/news/tag-der-offenen-tuer' },
  render: (args) => (
    <ul style={{ listStyle: 'none', padding: 0, maxWidth: 360 }}>
      <NewsCard {...args} />
    </ul>
  ),
} satisfies Meta<typeof NewsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Tag der offenen Tür');
    await expect(canvas.getByText('Mehr erfahren →')).toHaveAttribute('aria-hidden', 'true');
  },
};
/** Below a section heading (the home page's top news) the title is an h3. */
export const AsH3: Story = { args: { headingLevel: 3 } };
export const French: Story = {
  globals: { locale: 'fr' },
  args: { item: openDay(undefined, 'fr'), href: '/fr/concessionnaire/auto-zentrum-zuerich/news/journee-portes-ouvertes' },
};
/** No subtitle, no call-to-action text (the default "read more" shows), no teaser title (the name stands in). */
export const Minimal: Story = {
  args: { item: openDay((item) => ({ ...item, teaser: { ...item.teaser, title: '', subtitle: '', ctaText: '' } })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toHaveTextContent('Tag der offenen Tür');
  },
};
export const LongTexts: Story = {
  args: {
    item: openDay((item) => ({
      ...item,
      teaser: {
        ...item.teaser,
        title: 'Frühlingsausstellung mit Werkstattführungen, Probefahrten aller Elektromodelle und Festwirtschaft für Gross und Klein',
        subtitle: 'An allen drei Standorten in Zürich, Oerlikon und Dietikon — mit Wettbewerb, Kinderprogramm und Eintauschaktion',
      },
    })),
  },
};
