import type { Meta, StoryObj } from '@storybook/react-vite';
import { IntlProvider } from 'react-intl';
import { expect, within } from 'storybook/test';
import { testDealer } from '@carweb/shared-testing';
import type { Locale } from '@carweb/shared-util-brand';
import { DealerContact } from './DealerContact';
import { pageStoryLoaders } from './story-harness';

type Args = { locale: Extract<Locale, 'de' | 'fr' | 'it'>; phone: string; email: string };

const dealer = testDealer();

const meta = {
  title: 'Checkout/DealerContact',
  args: { locale: 'de', phone: dealer.phone, email: dealer.email },
  argTypes: { locale: { control: 'inline-radio', options: ['de', 'fr', 'it'] } },
  loaders: pageStoryLoaders,
  render: ({ locale, phone, email }, { loaded }) => (
    <IntlProvider locale={`${locale}-CH`} messages={loaded['messages']}>
      <DealerContact dealer={{ phone, email }} />
    </IntlProvider>
  ),
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
  args: { locale: 'it', phone: '+41 91 640 12 34', email: 'servizio.clienti.mendrisio@garage-lombardi-automobili-sottoceneri.ch' },
};
export const French: Story = { args: { locale: 'fr', phone: '+41 21 634 56 78', email: 'service@garage-du-lac-lausanne.ch' } };
