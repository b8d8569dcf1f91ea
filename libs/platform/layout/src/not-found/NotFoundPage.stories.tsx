import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { dealerBasePath, type DealerBase } from '@carweb/platform-routing';
import { SiteLayout } from '../site-layout/SiteLayout';
import { NotFoundPage } from './NotFoundPage';

const HOME = '/de/haendler/auto-zentrum-zuerich';

/**
 * SPEC §8: '404' and the spec's text, never indexed. Below a dealer it sits in the dealer's frame and leads
 * back to the dealer home; elsewhere in the site frame, back to `homeHref`.
 */
const meta = {
  title: 'Layout/NotFoundPage',
  component: NotFoundPage,
  render: () => <h1>Auto Zentrum Zürich AG</h1>,
  parameters: { route: { url: `${HOME}/gibt-es-nicht`, site: { siteLayout: SiteLayout } } },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Below a dealer: the dealer's header and footer stay; the way back is the dealer home. */
export const BelowDealer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: '404' });
    await expect(canvas.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', HOME);
  },
};
export const BelowDealerFrench: Story = {
  globals: { locale: 'fr' },
  parameters: { route: { url: (base: DealerBase) => `${dealerBasePath(base)}/introuvable`, site: { siteLayout: SiteLayout } } },
};
export const BelowDealerItalian: Story = {
  globals: { locale: 'it' },
  parameters: { route: { url: (base: DealerBase) => `${dealerBasePath(base)}/inesistente`, site: { siteLayout: SiteLayout } } },
};
/** Outside a dealer: the site frame. */
export const SitePage: Story = { parameters: { route: { url: '/de/gibt-es-nicht', site: { siteLayout: SiteLayout } } } };
