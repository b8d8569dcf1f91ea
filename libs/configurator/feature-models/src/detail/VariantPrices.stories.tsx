import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyVariants } from '../testing/story-answers';
import { VariantPrices } from './VariantPrices';

/** The model's variants with their prices, cheapest first. */
const meta = {
  title: 'Configurator/Models/VariantPrices',
  component: VariantPrices,
  args: { variants: storyVariants().variants },
} satisfies Meta<typeof VariantPrices>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const French: Story = { globals: { locale: 'fr' }, args: { variants: storyVariants('fr').variants } };
export const Empty: Story = { args: { variants: [] } };
export const LongNames: Story = {
  args: { variants: storyVariants().variants.map((variant) => ({ ...variant, name: `${variant.name} Launch Edition mit Panoramadach` })) },
};
