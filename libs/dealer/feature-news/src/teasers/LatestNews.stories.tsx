import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { answer, outage } from '@carweb/shared-testing-msw';
import { LatestNews } from './LatestNews';

/** The dealer home's top news: the newest items linked to their pages; hidden when none or failing. */
const meta = {
  title: 'Dealer/News/LatestNews',
  component: LatestNews,
  parameters: { route: {} },
  args: { dealerId: 100 },
} satisfies Meta<typeof LatestNews>;

export default meta;
type Story = StoryObj<typeof meta>;

const NEWS = 'dealer/:id/dealer/news';
const leftOut: Story['play'] = async ({ canvasElement }) => {
  await new Promise((resolve) => setTimeout(resolve, 100));
  await expect(within(canvasElement).queryByRole('heading', { name: 'Aktuelle News' })).toBeNull();
};

/** The three newest items as third-level headings linked to their pages, and a link to all news. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Aktuelle News' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((title) => title.textContent)).toEqual([
      'Neue Schnellladestationen',
      'Tag der offenen Tür',
      'Willkommen an unsere neuen Lernenden',
    ]);
    await expect(canvas.getByRole('link', { name: 'Tag der offenen Tür' })).toHaveAttribute(
      'href',
      '/de/haendler/auto-zentrum-zuerich/news/tag-der-offenen-tuer',
    );
    await expect(canvas.getByRole('link', { name: 'Alle News' })).toHaveAttribute('href', '/de/haendler/auto-zentrum-zuerich/news');
  },
};
export const French: Story = { globals: { locale: 'fr' } };
/** No news, or the call fails: the section is left out (optional data). */
export const NoNews: Story = { beforeEach: ({ msw }) => msw.use(answer(NEWS, [])), play: leftOut };
export const Failing: Story = { beforeEach: ({ msw }) => msw.use(outage(NEWS)), play: leftOut };
