import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, ButtonLink } from './Button';

const meta = { title: 'Shared/Button', component: Button, args: { children: 'Probefahrt vereinbaren' } } satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Disabled: Story = { args: { disabled: true } };
export const AsLink: Story = {
  render: () => <ButtonLink href="tel:+41441234567">+41 44 123 45 67</ButtonLink>,
};
