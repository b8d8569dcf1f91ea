import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { NewsItem } from '@carweb/api-contracts';
import { dealerPagePath, type DealerBase } from '@carweb/platform-routing';
import { answer, changedAnswer, pending } from '@carweb/shared-testing-msw';
import NewsListPage from './NewsListPage';

/** The dealer's news (page type newsListPage), answered by MSW from the sandbox's recording; language from the toolbar. */
const meta = {
  title: 'Dealer/News/NewsListPage',
  component: NewsListPage,
  parameters: { route: { url: (base: DealerBase) => dealerPagePath(base, 'news'), loaderData: { dealerId: 100 } } },
} satisfies Meta<typeof NewsListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const NEWS = 'dealer/:id/dealer/news';
const titles = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .findAllByRole('listitem')
    .then((items) => items.map((item) => within(item).getByRole('heading', { level: 2 }).textContent));

/** The dealer's news, newest first, each with its date and linked to its page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent('News');
    await expect(await titles(canvasElement)).toEqual([
      'Neue Schnellladestationen',
      'Tag der offenen Tür',
      'Willkommen an unsere neuen Lernenden',
      'Der neue Kia EV3 ist da',
      'Ausgezeichnet für Kundenzufriedenheit',
    ]);
    await expect(canvas.getByRole('link', { name: 'Tag der offenen Tür' })).toHaveAttribute(
      'href',
      '/de/haendler/auto-zentrum-zuerich/news/tag-der-offenen-tuer',
    );
    await expect(canvas.getByText('Veröffentlicht am 20. August 2026')).toBeVisible();
  },
};

/** French, with the localized slugs. */
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Journée portes ouvertes' })).toHaveAttribute(
      'href',
      '/fr/concessionnaire/auto-zentrum-zuerich/news/journee-portes-ouvertes',
    );
    await expect(canvas.getByText('Publié le 20 août 2026')).toBeVisible();
  },
};

/** No news at the moment. */
export const Empty: Story = {
  beforeEach: ({ msw }) => msw.use(answer(NEWS, [])),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Zurzeit gibt es keine News. Schauen Sie bald wieder vorbei.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** The news are still on their way (a client navigation before the loader's data is shown). */
export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(pending(NEWS)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('News werden geladen …')).toHaveAttribute('role', 'status');
  },
};

/** Long titles and subtitles wrap inside their cards. */
export const LongTexts: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      answer(
        NEWS,
        changedAnswer<NewsItem[]>(NEWS, (news) =>
          news.map((item) => ({
            ...item,
            teaser: {
              ...item.teaser,
              title: `${item.teaser.title}: Werkstattführungen, Probefahrten, Festwirtschaft und Wettbewerb für die ganze Familie`,
              subtitle: `${item.teaser.subtitle}. `.repeat(4),
            },
          })),
        ),
      ),
    ),
};
