import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { NewsItem, PageBuilderContent as BuilderPage } from '@carweb/api-contracts';
import { answer, changedAnswer, outage, pending } from '@carweb/shared-testing-msw';
import { NewsArticle } from './NewsArticle';

const openDay = (change: (item: NewsItem) => NewsItem = (item) => item, locale = 'de') =>
  changedAnswer<NewsItem>('dealer/:id/dealer/news/tag-der-offenen-tuer', change, locale);
const builderItem = openDay((item) => ({ ...item, isBuilderIoContent: true, builderIoPageId: 'campaign-page-100-open-day' }));
const PAGE_BUILDER = 'content/page-builder/*';
/** The sandbox's builder page of a campaign (hero, text, an image with and one without alt text, button), as this item's. */
const builderPage = changedAnswer<BuilderPage>(
  'content/page-builder/campaign-and-news-page/campaign-page-100-free-winter-wheels',
  (page) => ({
    ...page,
    data: {
      ...page.data,
      blocks: page.data.blocks.map((b) =>
        b.component === 'Hero' ? { ...b, options: { ...b.options, headline: 'Tag der offenen Tür' } } : b,
      ),
    },
  }),
);

/** The news item's landing page on its own: hero, date, headline and long copy, or its page-builder content. */
const meta = {
  title: 'Dealer/News/NewsArticle',
  component: NewsArticle,
  parameters: { route: {} },
  args: { item: openDay() },
} satisfies Meta<typeof NewsArticle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LandingPage: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('Tag der offenen Tür');
  },
};
export const Italian: Story = { globals: { locale: 'it' }, args: { item: openDay(undefined, 'it') } };
/** Page-builder content: its hero is the page's heading, its button a link to the dealer's page. */
export const PageBuilderContent: Story = {
  args: { item: builderItem },
  beforeEach: ({ msw }) => msw.use(answer(PAGE_BUILDER, builderPage)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Angebote entdecken' })).toHaveAttribute(
      'href',
      '/de/haendler/auto-zentrum-zuerich/kontakt',
    );
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  },
};
/** The page-builder content is still loading: the item's own landing page shows meanwhile. */
export const PageBuilderLoading: Story = { args: { item: builderItem }, beforeEach: ({ msw }) => msw.use(pending(PAGE_BUILDER)) };
/** The page-builder content failed: the item's own landing page stands in. */
export const PageBuilderFailed: Story = { args: { item: builderItem }, beforeEach: ({ msw }) => msw.use(outage(PAGE_BUILDER)) };
/** No hero image, no sub-headline: the headline falls back to the hero headline. */
export const WithoutImageAndSubHeadline: Story = {
  args: {
    item: openDay((item) => ({
      ...item,
      landingPage: { ...item.landingPage, heroImage: '', contenHeadline: { headline: '', subHeadline: '' } },
    })),
  },
};
export const LongTexts: Story = {
  args: {
    item: openDay((item) => ({
      ...item,
      landingPage: {
        ...item.landingPage,
        contenHeadline: {
          headline: 'Frühlingsausstellung mit Werkstattführungen, Probefahrten aller Elektromodelle und Festwirtschaft',
          subHeadline: 'Samstag und Sonntag, jeweils von 9 bis 17 Uhr, an allen drei Standorten in Zürich, Oerlikon und Dietikon',
        },
        longCopy: '<p>Wir zeigen Ihnen, wie moderne Elektrofahrzeuge gewartet und geladen werden. </p>'.repeat(6),
      },
    })),
  },
};
