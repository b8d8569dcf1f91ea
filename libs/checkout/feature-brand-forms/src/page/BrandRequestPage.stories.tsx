import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import type { BrandLeadFormId } from '../forms/brand-form-definitions';
import BrandRequestPage from './BrandRequestPage';
import { contractStep } from './story-steps';
import { BrandFormStory, brandFormStoryLoaders, type BrandFormStoryArgs } from './story-harness';

type Args = BrandFormStoryArgs & { form: BrandLeadFormId; sent: boolean };

const meta = {
  title: 'Brand forms/BrandRequestPage',
  args: { brand: 'multilease', form: 'multilease/change-address', locale: 'de', messages: {}, sent: false },
  loaders: brandFormStoryLoaders,
  render: ({ brand, form, locale, sent }, { loaded }) => (
    <BrandFormStory brand={brand} locale={locale} messages={loaded['messages']} data={{ form, sent }} element={<BrandRequestPage />} />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const afterContract: Story['play'] = async ({ canvasElement }) => contractStep(within(canvasElement));

/** Step 1 of 2 of every multilease request with two: the contract. */
export const ChangeOfAddress: Story = {};
/** Step 2 of 2: the new address, from when, the privacy notice. */
export const NewAddress: Story = { play: afterContract };
/** Step 2 of 2: the new name, the reason, the proof to upload. */
export const NewName: Story = { args: { form: 'multilease/change-name' }, play: afterContract };
/** Step 2 of 2: by e-mail or by post. */
export const PaymentSlipDelivery: Story = { args: { form: 'multilease/order-payment-slip' }, play: afterContract };
export const ChangeOfNameFrench: Story = { args: { form: 'multilease/change-name', locale: 'fr' } };
export const LeasingLiabilities: Story = { args: { form: 'multilease/leasing-liabilities' } };
export const MyPaymentsItalian: Story = { args: { form: 'multilease/my-payments', locale: 'it' } };
export const PaymentSlip: Story = { args: { form: 'multilease/order-payment-slip' } };
export const EmilFreyNewsletter: Story = { args: { brand: 'emilfrey', form: 'emilfrey/newsletter' } };
export const Sent: Story = { args: { form: 'multilease/change-name', sent: true } };
