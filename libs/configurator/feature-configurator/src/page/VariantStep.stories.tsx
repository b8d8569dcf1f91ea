import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyConfiguration, storyHrefOf, storyModel } from './story-configuration.fixtures';
import { VariantStep } from './VariantStep';

const meta = {
  title: 'Configurator/VariantStep',
  component: VariantStep,
  parameters: { route: { url: '/de/konfigurator/stonic' } },
  args: {
    model: storyModel(),
    configuration: storyConfiguration(),
    hrefOf: storyHrefOf,
    compareHref: '/de/modellvergleich?variants=10201&variants=10202&variants=10203&variants=10204',
  },
} satisfies Meta<typeof VariantStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The variants with their facts and prices; the comparison of the first four. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /1\.6 T-GDi Style/ })).toHaveAttribute(
      'href',
      '/de/konfigurator/stonic?variant=1-6-t-gdi-style',
    );
    await expect(canvas.getByRole('link', { name: 'Varianten vergleichen' })).toHaveAttribute(
      'href',
      '/de/modellvergleich?variants=10201&variants=10202&variants=10203&variants=10204',
    );
  },
};

/** Another variant chosen: it carries aria-current. */
export const OtherVariant: Story = {
  args: { configuration: storyConfiguration('?variant=1-5-t-gdi-power') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /1\.5 T-GDi Power/ })).toHaveAttribute('aria-current', 'true');
  },
};
