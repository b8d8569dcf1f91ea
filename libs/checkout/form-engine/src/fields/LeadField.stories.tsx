import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { IntlProvider } from 'react-intl';
import type { Locale } from '@carweb/shared-util-brand';
import { loadMessages, specTextsCatalog, type Messages } from '@carweb/shared-util-i18n';
import { closingFields, contactFields, wishDateField } from '../common-fields';
import type { FieldError } from '../field-errors';
import type { FieldSpec } from '../lead-form';
import { formEngineCatalog } from '../messages';
import { LeadField } from './LeadField';

const FIELDS: Record<string, FieldSpec> = Object.fromEntries(
  [...contactFields(), wishDateField(), ...closingFields()].map((field) => [field.name, field]),
);

interface Args {
  locale: Locale;
  messages: Messages;
  field: string;
  value?: string | string[];
  error?: FieldError;
}

function FieldStory({ messages, locale, field, value, error }: Args) {
  const form = useForm<Record<string, unknown>>();
  return (
    <IntlProvider locale={`${locale}-CH`} messages={messages}>
      <form style={{ maxWidth: 480 }}>
        <LeadField field={FIELDS[field]} register={form.register} value={value} error={error} />
      </form>
    </IntlProvider>
  );
}

/** Every kind of field of the engine: label, mark of required fields, hint, the spec's error texts. */
const meta = {
  title: 'Lead forms/LeadField',
  component: FieldStory,
  args: { locale: 'de', messages: {}, field: 'contact.firstName' },
  argTypes: { field: { control: 'select', options: Object.keys(FIELDS) } },
  loaders: [async ({ args }) => ({ messages: await loadMessages([formEngineCatalog, specTextsCatalog], args.locale) })],
  render: (args, { loaded }) => <FieldStory {...args} messages={loaded['messages'] as Messages} />,
} satisfies Meta<typeof FieldStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {};
export const TextRequiredError: Story = { args: { error: 'required' } };
export const EmailInvalidFrench: Story = { args: { field: 'contact.email', value: 'keine-adresse', error: 'invalid', locale: 'fr' } };
export const PhoneWithHint: Story = { args: { field: 'contact.phone' } };
export const Select: Story = { args: { field: 'contact.phonePrefix' } };
export const Radios: Story = { args: { field: 'contact.gender', value: 'company' } };
export const Checkboxes: Story = { args: { field: 'preferredContactChannels', value: ['phone', 'email'] } };
export const WishDate: Story = { args: { field: 'wishDate', value: '2026-12-10' } };
export const Textarea: Story = { args: { field: 'message', value: 'Bitte rufen Sie mich am Vormittag an.' } };
export const PrivacyNotAcknowledged: Story = { args: { field: 'privacyAccepted', error: 'required' } };
