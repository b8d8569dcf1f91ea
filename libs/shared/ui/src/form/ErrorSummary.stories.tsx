import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorSummary } from './ErrorSummary';

const meta = {
  title: 'Shared/ErrorSummary',
  component: ErrorSummary,
  args: { title: 'Bitte prüfen Sie Ihre Angaben', items: [] },
  // the links move to fields of a form below the summary
  decorators: [
    (Story) => (
      <>
        <Story />
        <p>
          <label htmlFor="field-contact-firstName">Vorname *</label> <input id="field-contact-firstName" />
        </p>
        <p>
          <label htmlFor="field-contact-email">E-Mail *</label> <input id="field-contact-email" type="email" />
        </p>
      </>
    ),
  ],
} satisfies Meta<typeof ErrorSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing wrong: the summary renders nothing. */
export const Empty: Story = {};
export const OneError: Story = {
  args: { items: [{ fieldId: 'field-contact-firstName', text: 'Vorname: Dieses Feld ist erforderlich' }] },
};
export const SeveralErrors: Story = {
  args: {
    items: [
      { fieldId: 'field-contact-firstName', text: 'Vorname: Dieses Feld ist erforderlich' },
      { fieldId: 'field-contact-email', text: 'E-Mail: Ungültige Eingabe' },
    ],
  },
};
export const LongTexts: Story = {
  args: {
    title: 'Bitte prüfen Sie Ihre Angaben, bevor Sie die Anfrage an den Händler erneut senden',
    items: [
      {
        fieldId: 'field-contact-firstName',
        text: 'Ich habe die Datenschutzerklärung gelesen und bin mit der Bearbeitung meiner Daten einverstanden: Dieses Feld ist erforderlich',
      },
      {
        fieldId: 'field-contact-email',
        text: 'Ihre Nachricht an den Händler: Fragen zum Fahrzeug, zur Finanzierung, zum Eintausch oder zur Lieferung: Ungültige Eingabe',
      },
    ],
  },
};
