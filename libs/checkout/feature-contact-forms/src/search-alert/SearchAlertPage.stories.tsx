import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useDraftStore } from '@carweb/checkout-form-engine';
import SearchAlertPage from './SearchAlertPage';
import type { SearchAlertPageData } from './search-alert-loader';

const LIST = 'http://localhost/de/haendler/auto-zentrum-zuerich/auto-finden?fuel[]=petrol&make=kia&priceto=30000';
const data = (sent = false): SearchAlertPageData => ({ sent, words: "kia, Benzin, bis CHF 30'000", listUrl: LIST });

/** A search alert from a list with no or few results: the filter in words, e-mail, phone, consent. */
const meta = {
  title: 'Contact forms/SearchAlertPage',
  component: SearchAlertPage,
  parameters: { route: { loaderData: data() } },
  beforeEach: () => {
    useDraftStore.setState({ drafts: {} });
    sessionStorage.clear();
  },
} satisfies Meta<typeof SearchAlertPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Ihre Suche: kia, Benzin, bis CHF 30'000/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zur Fahrzeugliste' })).toHaveAttribute(
      'href',
      '/de/haendler/auto-zentrum-zuerich/auto-finden?fuel[]=petrol&make=kia&priceto=30000',
    );
  },
};
export const French: Story = { globals: { locale: 'fr' } };
export const Italian: Story = { globals: { locale: 'it' } };
/** The page a POST without JavaScript gets back (422): the spec's texts, the typed values kept. */
export const Invalid: Story = {
  parameters: {
    route: {
      loaderData: data(),
      actionData: { values: { email: 'lea@', phone: '79 123 45 67' }, fieldErrors: { email: 'invalid', privacyAccepted: 'required' } },
    },
  },
  play: async ({ canvasElement }) => {
    const summary = within(await within(canvasElement).findByRole('alert'));
    await expect(summary.getByRole('link', { name: 'E-Mail: Ungültige Eingabe' })).toBeVisible();
    await expect(summary.getByRole('link', { name: /Dieses Feld ist erforderlich$/ })).toBeVisible();
  },
};
/** The brand-wide market: the alert goes to the brand. */
export const Brand: Story = { parameters: { route: { loaderData: data(), outsideDealer: true } } };
export const Sent: Story = {
  parameters: { route: { loaderData: data(true) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Vielen Dank für Ihre Anfrage' })).toBeVisible();
  },
};
