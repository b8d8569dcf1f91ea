import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PublishedDate } from './PublishedDate';

/** The day a campaign or news item was published, in Swiss time and the page's language. */
const meta = {
  title: 'Content/Campaigns/PublishedDate',
  component: PublishedDate,
  args: { date: '2026-11-20' },
} satisfies Meta<typeof PublishedDate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Veröffentlicht am 20. November 2026')).toHaveAttribute('datetime', '2026-11-20');
  },
};
export const French: Story = { globals: { locale: 'fr' } };
/** Late in the evening UTC is already the next day in Zurich. */
export const SwissDay: Story = {
  globals: { locale: 'de' },
  args: { date: '2026-06-30T22:30:00.000Z' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Veröffentlicht am 1. Juli 2026')).toBeVisible();
  },
};
