import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PhoneRibbon } from './PhoneRibbon';

/** The dealer's (tracked) phone at the window edge on desktop; it expands to 200 px on hover or keyboard focus. */
const meta = {
  title: 'Layout/PhoneRibbon',
  component: PhoneRibbon,
  args: { phone: '+41 44 123 45 67' },
} satisfies Meta<typeof PhoneRibbon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const German: Story = {};
export const French: Story = { globals: { locale: 'fr' } };
/** A call-tracking number. */
export const TrackedNumber: Story = { args: { phone: '+41 58 200 12 34' } };

/** Keyboard focus expands the ribbon and calls the number without spaces. */
export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ribbon = await canvas.findByRole('link', { name: 'Rufen Sie uns an: +41 44 123 45 67' });
    await userEvent.tab();
    await expect(ribbon).toHaveFocus();
    await expect(ribbon).toHaveAttribute('href', 'tel:+41441234567');
  },
};
