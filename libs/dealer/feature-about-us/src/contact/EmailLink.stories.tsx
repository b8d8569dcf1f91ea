import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmailLink } from './LocationContact';

/** An e-mail link that wraps after the @ in a narrow column rather than inside a word. */
const meta = {
  title: 'Dealer/AboutUs/EmailLink',
  component: EmailLink,
  args: { email: 'info@auto-zentrum-zuerich.ch' },
  render: (args) => (
    <p style={{ maxWidth: 180, border: '1px dashed #99a' }}>
      <EmailLink {...args} />
    </p>
  ),
} satisfies Meta<typeof EmailLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Short: Story = {};
export const LongAddress: Story = { args: { email: 'kundendienst.oerlikon-seebach-affoltern@auto-zentrum-zuerich.ch' } };
/** Not an address with an @: shown as it is. */
export const WithoutAt: Story = { args: { email: 'kundendienst' } };
