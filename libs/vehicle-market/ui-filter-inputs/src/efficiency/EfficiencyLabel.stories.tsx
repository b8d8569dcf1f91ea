import type { Meta, StoryObj } from '@storybook/react-vite';
import { EfficiencyLabel } from './EfficiencyLabel';

const meta = {
  title: 'Vehicle market/EfficiencyLabel',
  component: EfficiencyLabel,
  args: { value: 'B', label: 'Energieeffizienz B' },
} satisfies Meta<typeof EfficiencyLabel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ClassB: Story = {};
export const AllClasses: Story = {
  render: () => (
    <p>
      {['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((c) => (
        <EfficiencyLabel key={c} value={c} label={`Energieeffizienz ${c}`} />
      ))}
    </p>
  ),
};
/** A class outside A–G gets a neutral grey. */
export const Unknown: Story = { args: { value: '?', label: 'Energieeffizienz unbekannt' } };
