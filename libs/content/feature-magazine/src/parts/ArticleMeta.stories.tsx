import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { magazineArticlesFixture } from '../testing/magazine-fixtures';
import { ArticleMeta } from './ArticleMeta';

/** Author, read time and date of an article, in the page's language (the toolbar's) and Swiss time. */
const meta = {
  title: 'Content/Magazine/ArticleMeta',
  component: ArticleMeta,
  args: { article: magazineArticlesFixture()[0] },
} satisfies Meta<typeof ArticleMeta>;

export default meta;
type Story = StoryObj<typeof meta>;

export const German: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Von Laura Meier')).toBeVisible();
    await expect(canvas.getByText('3 Min. Lesezeit')).toBeVisible();
    await expect(canvas.getByText('2. November 2026')).toHaveAttribute('datetime', '2026-11-02T08:00:00.000Z');
  },
};
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('3 min de lecture')).toBeVisible();
  },
};
export const Italian: Story = { globals: { locale: 'it' } };
/** Late in the evening UTC is already the next day in Zurich. */
export const AcrossMidnight: Story = {
  args: { article: { author: 'Marco Keller', readTimeMinutes: 12, dateTimestamp: Date.UTC(2026, 11, 31, 23, 30) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1. Januar 2027')).toBeVisible();
  },
};
/** Without an author the other two remain. */
export const NoAuthor: Story = {
  args: { article: { author: '', readTimeMinutes: 4, dateTimestamp: Date.UTC(2026, 5, 1) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/^Von /)).toBeNull();
  },
};
