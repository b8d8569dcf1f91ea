import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChoiceGroup, FormField, type FieldIds } from './FormField';

/** A text input wired like the lead forms wire theirs: id, described by hint and error, invalid when there is an error. */
const input = (ids: FieldIds) => (
  <input id={ids.id} type="text" aria-describedby={ids.describedBy} aria-invalid={ids.invalid || undefined} autoComplete="given-name" />
);

const meta = {
  title: 'Shared/FormField',
  component: FormField,
  args: { id: 'field-contact-firstName', label: 'Vorname', children: input },
} satisfies Meta<typeof FormField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Required: Story = { args: { required: true } };
export const WithHint: Story = {
  args: { id: 'field-contact-phone', label: 'Telefon', required: true, hint: 'Ohne Vorwahl, z. B. 79 123 45 67' },
};
export const WithError: Story = { args: { required: true, error: 'Dieses Feld ist erforderlich' } };
export const WithHintAndError: Story = {
  args: {
    id: 'field-contact-phone',
    label: 'Telefon',
    required: true,
    hint: 'Ohne Vorwahl, z. B. 79 123 45 67',
    error: 'Ungültige Eingabe',
  },
};
export const LongTexts: Story = {
  args: {
    id: 'field-message',
    label: 'Ihre Nachricht an den Händler: Fragen zum Fahrzeug, zur Finanzierung, zum Eintausch oder zur Lieferung',
    required: true,
    hint: 'Beschreiben Sie Ihr Anliegen möglichst genau, damit wir Ihnen rasch eine passende Antwort geben können. Maximal 2000 Zeichen, keine persönlichen Daten Dritter.',
    error: 'Ungültige Eingabe – die Nachricht ist länger als 2000 Zeichen. Bitte kürzen Sie den Text und senden Sie die Anfrage erneut.',
    children: (ids) => <textarea id={ids.id} rows={4} aria-describedby={ids.describedBy} aria-invalid={ids.invalid || undefined} />,
  },
};
export const Select: Story = {
  args: {
    id: 'field-contact-phonePrefix',
    label: 'Vorwahl',
    required: true,
    children: (ids) => (
      <select id={ids.id} aria-describedby={ids.describedBy} autoComplete="tel-country-code" defaultValue="+41">
        <option value="+41">+41 Schweiz</option>
        <option value="+49">+49 Deutschland</option>
      </select>
    ),
  },
};

/** Radios under one legend (ChoiceGroup), here with its error. */
export const ChoiceGroupWithError: Story = {
  render: () => (
    <ChoiceGroup id="field-contact-gender" legend="Anrede" required error="Dieses Feld ist erforderlich">
      {['Frau', 'Herr', 'Firma'].map((option) => (
        <label key={option}>
          <input type="radio" name="contact.gender" value={option} /> {option}
        </label>
      ))}
    </ChoiceGroup>
  ),
};
