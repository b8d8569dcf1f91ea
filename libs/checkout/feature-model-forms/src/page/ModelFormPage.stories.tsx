import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { useDraftStore } from '@carweb/checkout-form-engine';
import { answer } from '@carweb/shared-testing-msw';
import { savedConfigurationFixture } from '@carweb/shared-testing';
import type { ModelFormData } from '../model-form-loader';
import ModelFormPage from './ModelFormPage';

const testDrive: ModelFormData = { kind: 'testDrive', modelSlug: 'stonic', configurationCode: null, sent: false };
const page = (data: Partial<ModelFormData>) => ({ route: { loaderData: { ...testDrive, ...data } } });

/** A model's test drive or offer at the toolbar's dealer: the model page of the model service (the sandbox's, MSW). */
const meta = {
  title: 'Checkout/ModelFormPage',
  component: ModelFormPage,
  parameters: page({}),
  beforeEach: ({ msw }) => {
    useDraftStore.setState({ drafts: {} });
    sessionStorage.clear();
    window.dataLayer = [];
    // the configurator's saved configuration of a `?configurationCode=` (the sandbox has none saved)
    msw.use(answer('model/configurator/saved-configuration/*', savedConfigurationFixture()));
  },
} satisfies Meta<typeof ModelFormPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** {base}/modell-probefahrt/stonic: the model beside one step of contact data with an optional wish date, sent to the page's dealer. */
export const TestDrive: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Probefahrt vereinbaren: Kia Stonic' })).toBeVisible();
    await expect(canvas.getByText('Ihre Anfrage geht direkt an Auto Zentrum Zürich AG.')).toBeVisible();
    await expect(canvas.getByLabelText('Wunschdatum')).not.toBeRequired();
    await expect(canvas.getByRole('button', { name: 'Anfrage senden' })).toBeVisible();
    const summary = canvas.getByRole('complementary', { name: 'Kia Stonic' });
    await expect(within(summary).getByText(/^ab CHF 24.950/)).toBeVisible();
    // pushed after hydration (the form's effects run after the page showed)
    await waitFor(() =>
      expect(window.dataLayer?.filter((event) => event['checkout'] === 'model_test_drive').map((event) => event['checkoutStep'])).toEqual([
        1,
      ]),
    );
  },
};
export const TestDriveFrench: Story = { globals: { locale: 'fr' } };
/** ?configurationCode=K7Q2M9: the configurator's test drive, the configuration (variant, price, code, PDF) beside the form. */
export const ConfiguratorTestDrive: Story = { parameters: page({ configurationCode: 'K7Q2M9' }) };
export const ConfiguratorTestDriveFrench: Story = {
  globals: { locale: 'fr' },
  parameters: page({ configurationCode: 'K7Q2M9' }),
  play: async ({ canvasElement }) => {
    const configuration = await within(canvasElement).findByRole('region', { name: 'Votre configuration' });
    await expect(await within(configuration).findByText('1.0 T-GDi LX')).toBeVisible();
    await expect(within(configuration).getByText('Code de configuration : K7Q2M9')).toBeVisible();
    await expect(within(configuration).getByRole('link', { name: 'Configuration en PDF' })).toHaveAttribute(
      'href',
      '/api/model/configurator/pdf/K7Q2M9',
    );
  },
};
export const TestDriveSent: Story = { parameters: page({ sent: true }) };
/** {base}/modell-offerte/stonic */
export const Offer: Story = { parameters: page({ kind: 'offer' }) };
export const OfferItalian: Story = { globals: { locale: 'it' }, parameters: page({ kind: 'offer' }) };
/** The thanks step of an offer names the dealer and pushes the confirmation. */
export const OfferSent: Story = {
  parameters: page({ kind: 'offer', sent: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Vielen Dank für Ihre Anfrage' })).toBeVisible();
    await expect(
      canvas.getByText('Auto Zentrum Zürich AG hat Ihre Anfrage erhalten und sendet Ihnen in Kürze Ihre Offerte.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(window.dataLayer?.map((event) => [event['checkout'], event['checkoutStep'], event['event']])).toEqual([
      ['model_offer', 2, 'checkout_confirmation'],
    ]);
  },
};
