import type { Meta, StoryObj } from '@storybook/react-vite';
import { VehicleTags } from './VehicleTags';

const meta = {
  title: 'Vehicle market/VehicleTags',
  component: VehicleTags,
  args: {
    tags: [
      { label: 'Junge Occasion', tone: 'highlight' },
      { label: 'Top-Angebot', tone: 'neutral' },
    ],
  },
} satisfies Meta<typeof VehicleTags>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnACard: Story = {};
export const Reserved: Story = { args: { tags: [{ label: 'Reserviert', tone: 'reserved' }] } };
export const LargeOnDetailPage: Story = { args: { size: 'large' } };
/** No tags: nothing is rendered. */
export const Empty: Story = { args: { tags: [] } };
