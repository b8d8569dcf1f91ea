import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { closingFields, contactFields, wishDateField } from '../common-fields';
import type { FieldError } from '../field-errors';
import type { FieldSpec } from '../lead-form';
import { LeadField } from './LeadField';

const FIELDS: Record<string, FieldSpec> = Object.fromEntries(
  [...contactFields(), wishDateField(), ...closingFields()].map((field) => [field.name, field]),
);

interface Args {
  field: string;
  value?: string | string[];
  error?: FieldError;
}

function FieldStory({ field, value, error }: Args) {
  const form = useForm<Record<string, unknown>>();
  return (
    <form style={{ maxWidth: 480 }}>
      <LeadField field={FIELDS[field]} register={form.register} value={value} error={error} />
    </form>
  );
}

/** Every kind of field of the engine: label, mark of required fields, hint, the spec's error texts. */
const meta = {
  title: 'Lead forms/LeadField',
  component: FieldStory,
  args: { field: 'contact.firstName' },
  argTypes: { field: { control: 'select', options: Object.keys(FIELDS) } },
} satisfies Meta<typeof FieldStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {};
export const TextRequiredError: Story = { args: { error: 'required' } };
export const EmailInvalidFrench: Story = {
  globals: { locale: 'fr' },
  args: { field: 'contact.email', value: 'keine-adresse', error: 'invalid' },
};
export const PhoneWithHint: Story = { args: { field: 'contact.phone' } };
export const Select: Story = { args: { field: 'contact.phonePrefix' } };
export const Radios: Story = { args: { field: 'contact.gender', value: 'company' } };
export const Checkboxes: Story = { args: { field: 'preferredContactChannels', value: ['phone', 'email'] } };
export const WishDate: Story = { args: { field: 'wishDate', value: '2026-12-10' } };
export const Textarea: Story = { args: { field: 'message', value: 'Bitte rufen Sie mich am Vormittag an.' } };
export const PrivacyNotAcknowledged: Story = { args: { field: 'privacyAccepted', error: 'required' } };
