import type { Meta, StoryObj } from '@storybook/react-vite';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Shared/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Filter Elektro entfernen' },
  render: (args) => (
    <button type="button">
      <span aria-hidden="true">×</span>
      <VisuallyHidden {...args} />
    </button>
  ),
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The button shows only "×"; its accessible name is the hidden text. */
export const InsideIconButton: Story = {};
export const LiveStatus: Story = { args: { as: 'p', role: 'status', children: '3 Orte gefunden' } };
