import type { Meta, StoryObj } from '@storybook/react-vite';
import { ModelStockLink } from './ModelStockLink';

/** The model's vehicles in stock: a link into the vehicle market filtered by the model, with the live count. */
const meta = {
  title: 'Configurator/Models/ModelStockLink',
  component: ModelStockLink,
  args: { modelName: 'Kia Stonic', stock: { kind: 'inStock', count: 12, href: '/de/auto-finden?make=Kia&model[]=102' } },
  parameters: { route: { url: '/de/modelle/stonic', outsideDealer: true } },
} satisfies Meta<typeof ModelStockLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InStock: Story = {};
export const OneVehicle: Story = { args: { stock: { kind: 'inStock', count: 1, href: '/de/auto-finden?make=Kia&model[]=102' } } };
/** The stock count is not known (loading or failed): the filtered list without a count. */
export const Unknown: Story = { args: { stock: { kind: 'unknown', href: '/de/auto-finden?model[]=102' } } };
export const NoneInStock: Story = { args: { stock: { kind: 'none' } } };
export const French: Story = { globals: { locale: 'fr' } };
