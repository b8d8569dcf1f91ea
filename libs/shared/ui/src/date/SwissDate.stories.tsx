import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PublishedDate, SwissDate } from './SwissDate';

/** A day in Swiss time and the page's language (the toolbar's); the publishing day of campaigns, news and articles. */
const meta = {
  title: 'Shared/PublishedDate',
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
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Publié le 4 mai 2030')).toBeVisible();
  },
};
export const Italian: Story = { globals: { locale: 'it' } };
/** Late in the evening UTC is already the next day in Zurich. */
export const AcrossMidnight: Story = {
  args: { date: '2030-12-31T23:30:00.000Z' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Veröffentlicht am 1. Januar 2031')).toBeVisible();
  },
};
/** The day alone, from a timestamp (an article's `dateTimestamp`); an invalid date shows nothing. */
export const DayAlone: Story = {
  render: () => (
    <p>
      <SwissDate date={Date.UTC(2030, 4, 4, 8)} />
      <SwissDate date="not a date" />
    </p>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('4. Mai 2030')).toHaveAttribute('datetime', '2030-05-04T08:00:00.000Z');
    await expect(canvasElement.querySelectorAll('time')).toHaveLength(1);
  },
};
