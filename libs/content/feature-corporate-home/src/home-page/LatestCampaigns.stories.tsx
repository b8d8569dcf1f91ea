import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { outage } from '@carweb/shared-testing-msw';
import { contentAnswer, corporateHome, KEYS } from '../testing/story-answers';
import { LatestCampaigns } from './LatestCampaigns';

/** The newest four campaigns but the hero's, each the campaigns' teaser, and the ways to all campaigns and news. */
const meta = {
  title: 'Content/Corporate home/LatestCampaigns',
  component: LatestCampaigns,
  parameters: corporateHome(),
  globals: { locale: 'de' },
  beforeEach: ({ msw }) => msw.use(contentAnswer()),
} satisfies Meta<typeof LatestCampaigns>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Aktuelle Aktionen' });
    await expect(await within(section).findAllByRole('listitem')).toHaveLength(4);
    // the key campaign is the hero's, not a fifth teaser
    await waitFor(() => expect(within(section).queryByRole('link', { name: /Winter-Check/ })).toBeNull());
    await expect(canvas.getByRole('link', { name: 'Alle Aktionen' })).toHaveAttribute('href', '/de/aktionen');
    await expect(canvas.getByRole('link', { name: 'Alle News' })).toHaveAttribute('href', '/de/news');
  },
};

/** No campaigns, or the content service failed: the ways to all campaigns and news stay. */
export const None: Story = {
  beforeEach: ({ msw }) => msw.use(contentAnswer({ campaigns: () => [] })),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('listitem')).toHaveLength(0);
    await expect(within(canvasElement).getByRole('link', { name: 'Alle Aktionen' })).toBeVisible();
  },
};
export const Outage: Story = { beforeEach: ({ msw }) => msw.use(outage(KEYS.graphql)) };
export const French: Story = { globals: { locale: 'fr' }, parameters: corporateHome('fr') };
