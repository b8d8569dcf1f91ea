import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CtaLink } from './CtaLink';

/** A promotion's call to action: a router link inside the site, an anchor on the page, a new window outside. */
const meta = {
  title: 'Dealer/Promotions/CtaLink',
  component: CtaLink,
  parameters: { route: {} },
  args: { link: { href: '/de/haendler/auto-zentrum-zuerich/kontakt', external: false }, children: 'Kontakt aufnehmen' },
} satisfies Meta<typeof CtaLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InsideTheSite: Story = {};
/** Down to the promotion's vehicles on the same page. */
export const Anchor: Story = { args: { link: { href: '#promotion-vehicles', external: false }, children: 'Angebote entdecken' } };
export const External: Story = {
  args: { link: { href: 'https://www.kia.ch/de/modelle/ev3', external: true }, children: 'Zum Kia EV3 auf kia.ch' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('rel', 'noopener noreferrer');
  },
};
export const LongText: Story = {
  args: { children: 'Jetzt unverbindlich eine Probefahrt mit dem neuen Kia EV3 an einem unserer drei Standorte vereinbaren' },
};
