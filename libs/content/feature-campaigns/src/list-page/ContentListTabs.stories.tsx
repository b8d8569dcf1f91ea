import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ContentListTabs } from './ContentListTabs';

/** The links between the campaigns and the news, the current list marked (aria-current). */
const meta = {
  title: 'Content/Campaigns/ContentListTabs',
  component: ContentListTabs,
  parameters: { route: { outsideDealer: true } },
  args: { current: 'campaign' },
} satisfies Meta<typeof ContentListTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Campaigns: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Aktionen' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'News' })).not.toHaveAttribute('aria-current');
  },
};
export const NewsFrench: Story = {
  globals: { locale: 'fr' },
  args: { current: 'news' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Actions' })).toHaveAttribute('href', '/fr/actions');
    await expect(canvas.getByRole('link', { name: 'News' })).toHaveAttribute('aria-current', 'page');
  },
};
