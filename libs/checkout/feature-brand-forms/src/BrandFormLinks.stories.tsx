import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { proxiedBackendAddresses } from '@carweb/api-http';
import { RouteEnvProvider } from '@carweb/platform-routing';
import { testBrand } from '@carweb/shared-testing';
import type { BrandFormId, Locale } from '@carweb/shared-util-brand';
import { loadMessages, type Messages } from '@carweb/shared-util-i18n';
import { BrandFormLinks } from './BrandFormLinks';
import { brandFormsCatalog } from './messages';

const CATALOGS = [brandFormsCatalog];
type Args = { locale: Extract<Locale, 'de' | 'fr' | 'it'>; brandForms: BrandFormId[] };

/** The footer's links as the brand's site shows them (its config enables the form pages). */
function FooterLinks({ locale, brandForms, messages }: Args & { messages: Messages }) {
  const [queryClient] = useState(() => new QueryClient());
  const brand = { ...testBrand, brandForms };
  const api = () => ({
    locale,
    wholesaler: brand.wholesaler,
    country: 'ch' as const,
    platform: 'partnerweb' as const,
    backends: proxiedBackendAddresses(),
  });
  return (
    <IntlProvider locale={`${locale}-CH`} messages={messages}>
      <RouteEnvProvider env={{ brand, queryClient, api }}>
        <MemoryRouter>
          <nav aria-label="Fusszeile">
            <BrandFormLinks />
          </nav>
        </MemoryRouter>
      </RouteEnvProvider>
    </IntlProvider>
  );
}

const meta = {
  title: 'Brand forms/BrandFormLinks',
  args: {
    locale: 'de',
    brandForms: [
      'multilease/change-address',
      'multilease/change-name',
      'multilease/leasing-liabilities',
      'multilease/my-payments',
      'multilease/order-payment-slip',
    ],
  },
  argTypes: { locale: { control: 'inline-radio', options: ['de', 'fr', 'it'] } },
  loaders: [async ({ args }: { args: Partial<Args> }) => ({ messages: await loadMessages(CATALOGS, args.locale ?? 'de') })],
  render: (args, { loaded }) => <FooterLinks {...args} messages={loaded['messages']} />,
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Multilease's five customer services, each at its localized address. */
export const Multilease: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Anfragen und Dienste' });
    await expect(within(list).getAllByRole('link')).toHaveLength(5);
  },
};

/** Emil Frey: newsletter and Daily Express (its contact is the footer's "Kontakt" already). */
export const EmilFrey: Story = { args: { brandForms: ['emilfrey/contact', 'emilfrey/newsletter', 'emilfrey/daily-express'] } };

/** A brand with its contact form only: no links. */
export const ContactOnly: Story = { args: { brandForms: ['suzuki/contact'] } };

export const MultileaseFrench: Story = { args: { locale: 'fr' } };
export const MultileaseItalian: Story = { args: { locale: 'it' } };
