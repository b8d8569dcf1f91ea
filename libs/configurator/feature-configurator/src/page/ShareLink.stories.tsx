import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ShareLink } from './ShareLink';

const meta = {
  title: 'Configurator/ShareLink',
  component: ShareLink,
  args: { href: 'https://www.kia.ch/de/konfigurator/stonic?configurationCode=K7Q2M9AB' },
} satisfies Meta<typeof ShareLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The saved URL as a link; with JavaScript and a clipboard, a copy button. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /configurationCode=K7Q2M9AB/ })).toBeVisible();
  },
};
