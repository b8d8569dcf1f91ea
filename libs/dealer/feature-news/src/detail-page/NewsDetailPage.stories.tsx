import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { NewsItem } from '@carweb/api-contracts';
import { dealerPagePath, type DealerBase } from '@carweb/platform-routing';
import { answer, changedAnswer, outage } from '@carweb/shared-testing-msw';
import NewsDetailPage from './NewsDetailPage';

/** One news item of the sandbox's Auto Zentrum Zürich (page type newsDetailPage), answered by MSW from the recording. */
const meta = {
  title: 'Dealer/News/NewsDetailPage',
  component: NewsDetailPage,
  parameters: {
    route: {
      url: (base: DealerBase) => dealerPagePath(base, 'news', 'tag-der-offenen-tuer'),
      loaderData: { dealerId: 100, slug: 'tag-der-offenen-tuer' },
    },
  },
} satisfies Meta<typeof NewsDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const ITEM = 'dealer/:id/dealer/news/:slug';
const openDay = (change: (item: NewsItem) => NewsItem) => changedAnswer<NewsItem>('dealer/:id/dealer/news/tag-der-offenen-tuer', change);
const BASE = '/de/haendler/auto-zentrum-zuerich';

/** The item's landing page: hero, headline, sub-headline and its long copy (rich text), and more news. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent('Tag der offenen Tür');
    await expect(canvas.getByRole('link', { name: 'Alle News' })).toHaveAttribute('href', `${BASE}/news`);
    const more = await canvas.findByRole('navigation', { name: 'Weitere News' });
    await expect(
      within(more)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Neue Schnellladestationen', 'Willkommen an unsere neuen Lernenden', 'Der neue Kia EV3 ist da']);
  },
};
export const French: Story = {
  globals: { locale: 'fr' },
  parameters: { route: { loaderData: { dealerId: 100, slug: 'journee-portes-ouvertes' } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1 })).toHaveTextContent('Journée portes ouvertes');
  },
};

/** Page-builder content ('campaign-and-news-page', the sandbox's builder campaign page): its hero is the page title. */
export const PageBuilderContent: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      answer(
        ITEM,
        openDay((item) => ({ ...item, isBuilderIoContent: true, builderIoPageId: 'campaign-page-100-free-winter-wheels' })),
      ),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Angebote entdecken' })).toHaveAttribute('href', `${BASE}/kontakt`);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  },
};

/** The page-builder content failed: the item's own landing page stands in. */
export const PageBuilderFailed: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      answer(
        ITEM,
        openDay((item) => ({ ...item, isBuilderIoContent: true, builderIoPageId: 'campaign-page-100-free-winter-wheels' })),
      ),
      outage('content/page-builder/*'),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent('Tag der offenen Tür');
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(canvas.queryByRole('link', { name: 'Angebote entdecken' })).toBeNull();
  },
};

/** Hostile long copy (as the sandbox's content check has it) renders inert: the title as text, the long copy sanitized. */
export const HostileContent: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      answer(
        ITEM,
        openDay((item) => ({
          ...item,
          name: 'Inhaltsprüfung <img src=x onerror="alert(1)">',
          landingPage: {
            ...item.landingPage,
            contenHeadline: { headline: 'Inhaltsprüfung <img src=x onerror="alert(1)">', subHeadline: '' },
            longCopy:
              '<p>Sichtbarer Text</p><script>alert(2)</script><svg onload="alert(3)"></svg>' +
              '<a href="javascript:alert(4)">Link ohne Ziel</a><iframe srcdoc="<script>alert(5)</script>"></iframe>',
          },
        })),
      ),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent('Inhaltsprüfung <img src=x onerror="alert(1)">');
    // once the sanitizer (its own chunk) is loaded
    await canvas.findByText('Sichtbarer Text');
    await expect(canvasElement.querySelector('script, svg:not([aria-hidden]), iframe, [onerror], [onload]')).toBeNull();
    await expect(canvas.getByText('Link ohne Ziel')).not.toHaveAttribute('href');
  },
};

/** The only news item: no "more news"; long texts wrap. */
export const OnlyItemLongTexts: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      answer(
        ITEM,
        openDay((item) => ({
          ...item,
          landingPage: {
            ...item.landingPage,
            contenHeadline: {
              headline: 'Tag der offenen Tür mit Werkstattführungen, Probefahrten, Festwirtschaft und Wettbewerb für die ganze Familie',
              subHeadline: 'Samstag, 4. Mai, 9 bis 17 Uhr',
            },
            longCopy: '<p>Wir öffnen die Türen unserer Werkstatt und zeigen, wie moderne Fahrzeuge gewartet werden. </p>'.repeat(8),
          },
        })),
      ),
      answer(
        'dealer/:id/dealer/news',
        changedAnswer<NewsItem[]>('dealer/:id/dealer/news', (items) => items.filter((i) => i.id === '100-open-day')),
      ),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(canvas.queryByRole('navigation', { name: 'Weitere News' })).toBeNull();
  },
};
