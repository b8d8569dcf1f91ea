import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SiteLayout } from '../site-layout/SiteLayout';
import { dealerHome, LayoutStory, layoutStoryLoaders, type LayoutStoryArgs } from '../story-harness';

/**
 * SPEC §8: '404' and the spec's text, never indexed. Below a dealer it sits in the dealer's frame and leads
 * back to the dealer home; elsewhere in the site frame, back to `homeHref`.
 */
const meta = {
  title: 'Layout/NotFoundPage',
  args: { path: `${dealerHome('de')}/gibt-es-nicht`, messages: {} },
  loaders: layoutStoryLoaders,
  render: ({ path }, { loaded }) => <LayoutStory path={path} messages={loaded['messages']} siteLayout={SiteLayout} />,
} satisfies Meta<LayoutStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Below a dealer: the dealer's header and footer stay; the way back is the dealer home. */
export const BelowDealer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: '404' });
    await expect(canvas.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', dealerHome('de'));
  },
};
export const BelowDealerFrench: Story = { args: { path: `${dealerHome('fr')}/introuvable` } };
export const BelowDealerItalian: Story = { args: { path: `${dealerHome('it')}/inesistente` } };
/** Outside a dealer: the site frame. */
export const SitePage: Story = { args: { path: '/de/gibt-es-nicht' } };
