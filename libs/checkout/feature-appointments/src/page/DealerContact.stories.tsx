import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DealerContact } from './DealerContact';

type Args = { phone: string; email: string };

/** The sandbox dealer's phone and e-mail; language from the toolbar. */
const meta = {
  title: 'Checkout/DealerContact',
  args: { phone: '+41 44 123 45 67', email: 'info@auto-zentrum-zuerich.ch' },
  render: ({ phone, email }) => <DealerContact dealer={{ phone, email }} />,
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** When the form cannot help (no services, an external form): call or write to the dealer. */
export const German: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /\+41 44 123 45 67/ })).toHaveAttribute('href', 'tel:+41441234567');
    await expect(canvas.getByRole('link', { name: /info@auto-zentrum-zuerich\.ch/ })).toHaveAttribute(
      'href',
      'mailto:info@auto-zentrum-zuerich.ch',
    );
  },
};

/** A long e-mail address of a location in Ticino wraps. */
export const LongEmailItalian: Story = {
  globals: { locale: 'it' },
  args: { phone: '+41 91 640 12 34', email: 'servizio.clienti.mendrisio@garage-lombardi-automobili-sottoceneri.ch' },
};
export const French: Story = {
  globals: { locale: 'fr' },
  args: { phone: '+41 21 634 56 78', email: 'service@garage-du-lac-lausanne.ch' },
};
