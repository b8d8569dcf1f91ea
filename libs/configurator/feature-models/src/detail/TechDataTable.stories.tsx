import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyTechData } from '../testing/story-answers';
import { TechDataTable } from './TechDataTable';

/** Technical data per variant: the table scrolls sideways on a phone while the item names stay. */
const meta = {
  title: 'Configurator/Models/TechDataTable',
  component: TechDataTable,
  args: { techData: storyTechData(), modelName: 'Kia Stonic' },
} satisfies Meta<typeof TechDataTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const French: Story = { globals: { locale: 'fr' }, args: { techData: storyTechData('fr') } };
export const Phone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
export const OneVariant: Story = { args: { techData: { ...storyTechData(), entities: storyTechData().entities.slice(0, 1) } } };
