import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ConfigurationReservationData } from '../configuration-reservation-loader';
import ConfigurationReservationPage from './ConfigurationReservationPage';
import { CheckoutStory, checkoutStoryLoaders, type CheckoutStoryArgs } from './story-harness';

const FORM: ConfigurationReservationData = { sent: false, configurationCode: null, configurationMissing: false };

const meta = {
  title: 'Checkout/ConfigurationReservationPage',
  args: { locale: 'de', messages: {}, data: FORM },
  loaders: checkoutStoryLoaders,
  render: ({ locale, data }, { loaded }) => (
    <CheckoutStory locale={locale} messages={loaded['messages']} element={<ConfigurationReservationPage />} loaderData={data} />
  ),
} satisfies Meta<CheckoutStoryArgs & { data: ConfigurationReservationData }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No configuration: the visitor chooses the model. */
export const ChooseModel: Story = {};
/** From the configurator: the saved configuration's model is chosen, its code and price shown. */
export const SavedConfiguration: Story = { args: { data: { ...FORM, configurationCode: 'K7Q2M9' } } };
export const UnknownConfiguration: Story = { args: { data: { ...FORM, configurationMissing: true } } };
export const PaymentCanceled: Story = { args: { data: { ...FORM, payment: 'CANCELED' } } };
export const French: Story = { args: { locale: 'fr' } };
export const Paid: Story = { args: { data: { ...FORM, payment: 'AUTHORIZED' } } };
