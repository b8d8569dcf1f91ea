import type { Meta, StoryObj } from '@storybook/react-vite';
import { answer } from '@carweb/shared-testing-msw';
import { savedConfigurationFixture } from '@carweb/shared-testing';
import type { ConfigurationReservationData } from '../configuration-reservation-loader';
import ConfigurationReservationPage from './ConfigurationReservationPage';

const FORM: ConfigurationReservationData = { sent: false, configurationCode: null, configurationMissing: false };
const page = (data: Partial<ConfigurationReservationData>) => ({ route: { loaderData: { ...FORM, ...data } } });

/** The unspecific reservation: the model range of the model service (the sandbox's, answered by MSW). */
const meta = {
  title: 'Checkout/ConfigurationReservationPage',
  component: ConfigurationReservationPage,
  parameters: page({}),
  // the configurator's saved configuration of a `?configurationCode=` (the sandbox has none saved)
  beforeEach: ({ msw }) => msw.use(answer('model/configurator/saved-configuration/*', savedConfigurationFixture())),
} satisfies Meta<typeof ConfigurationReservationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No configuration: the visitor chooses the model. */
export const ChooseModel: Story = {};
/** From the configurator: the saved configuration's model is chosen, its code and price shown. */
export const SavedConfiguration: Story = { parameters: page({ configurationCode: 'K7Q2M9' }) };
export const UnknownConfiguration: Story = { parameters: page({ configurationMissing: true }) };
export const PaymentCanceled: Story = { parameters: page({ payment: 'CANCELED' }) };
export const French: Story = { globals: { locale: 'fr' } };
export const Paid: Story = { parameters: page({ payment: 'AUTHORIZED' }) };
