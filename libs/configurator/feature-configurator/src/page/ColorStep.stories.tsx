import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ColorStep } from './ColorStep';
import { storyConfiguration, storyHrefOf, storyModel } from './story-configuration.fixtures';

const meta = {
  title: 'Configurator/ColorStep',
  component: ColorStep,
  parameters: { route: { url: '/de/konfigurator/stonic' } },
  args: { model: storyModel(), configuration: storyConfiguration('?color=RED'), hrefOf: storyHrefOf },
} satisfies Meta<typeof ColorStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The variant's colours with swatch and surcharge; the standard colour costs nothing extra. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Runway Red/ })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('link', { name: /Clear White/ })).toHaveTextContent('ohne Aufpreis');
    await expect(canvas.getByRole('link', { name: /Clear White/ })).toHaveAttribute('href', '/de/konfigurator/stonic');
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { model: storyModel('fr'), configuration: storyConfiguration('', 'fr') },
};
