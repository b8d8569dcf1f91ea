import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PublishedDate } from './PublishedDate';

/** The day a news item was published, in Swiss time and the page's language (the toolbar's). */
const meta = {
  title: 'Dealer/News/PublishedDate',
  component: PublishedDate,
  args: { date: '2030-05-04T08:00:00.000Z' },
} satisfies Meta<typeof PublishedDate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const German: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Veröffentlicht am 4. Mai 2030')).toHaveAttribute('datetime', '2030-05-04T08:00:00.000Z');
  },
};
export const French: Story = { globals: { locale: 'fr' } };
export const Italian: Story = { globals: { locale: 'it' } };
/** Late in the evening UTC is already the next day in Zurich. */
export const AcrossMidnight: Story = {
  args: { date: '2030-12-31T23:30:00.000Z' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Veröffentlicht am 1. Januar 2031')).toBeVisible();
  },
};
