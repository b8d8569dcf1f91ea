import type { Meta, StoryObj } from '@storybook/react-vite';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { proxiedBackendAddresses } from '@carweb/api-http';
import type { Locale } from '@carweb/shared-util-brand';
import { loadMessages, specTextsCatalog, type Messages } from '@carweb/shared-util-i18n';
import { closingFields, contactFields, wishDateField } from './common-fields';
import { runLeadAction, type LeadActionData } from './lead-action';
import type { LeadFormDefinition } from './lead-form';
import { LeadForm } from './LeadForm';
import { formEngineCatalog, messages } from './messages';

/** A two-step form of the engine's own fields (the shape of the test drive). */
const definition: LeadFormDefinition = {
  id: 'story',
  path: 'test-drive',
  steps: [
    { id: 'contact', title: messages.stepContact, fields: contactFields() },
    { id: 'wish-date', title: messages.wishDate, fields: [wishDateField(), ...closingFields()] },
  ],
  tracking: { checkout: 'story', steps: [1, 2], confirmation: 3 },
};

interface StoryProps {
  messages: Messages;
  locale: Locale;
  /** what the server answered a POST without JavaScript: errors and the typed values, or a failed submit */
  answer?: LeadActionData;
  /** the real route action: the lead goes to `/api/form/…` (MSW answers as the sandbox stores it), then the thanks step */
  send?: boolean;
}

const fixed = { dealerId: 100, vehicleId: 100006 };

/** The form inside a data router, as a page renders it; `answer` plays the route action's reply. */
function LeadFormStory({ messages: texts, locale, answer, send = false }: StoryProps) {
  const api = { locale, wholesaler: 'kia', country: 'ch', platform: 'partnerweb', backends: proxiedBackendAddresses() };
  const router = createMemoryRouter(
    [
      {
        path: '/',
        action: ({ request }) => (send ? runLeadAction(definition, request, { api, fixed, thanksUrl: '/danke' }) : (answer ?? null)),
        element: <LeadForm definition={definition} title="Probefahrt" fixed={fixed} draftKey="story" />,
      },
      { path: '/danke', element: <p>Danke</p> },
    ],
    { hydrationData: answer ? { actionData: { 0: answer } } : undefined },
  );
  return (
    <IntlProvider locale={`${locale}-CH`} messages={texts}>
      <RouterProvider router={router} />
    </IntlProvider>
  );
}

const meta = {
  title: 'Lead forms/LeadForm',
  component: LeadFormStory,
  args: { locale: 'de', messages: {} },
  loaders: [async ({ args }) => ({ messages: await loadMessages([formEngineCatalog, specTextsCatalog], args.locale) })],
  render: (args, { loaded }) => <LeadFormStory {...args} messages={loaded['messages'] as Messages} />,
} satisfies Meta<typeof LeadFormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A fresh form: one step at a time with JavaScript. */
export const Empty: Story = {};
export const French: Story = { args: { locale: 'fr' } };

/** The server's answer to an invalid POST: summary, inline errors and the typed values. */
export const InvalidAnswer: Story = {
  args: {
    answer: {
      values: { 'contact.firstName': 'Anna', 'contact.email': 'keine-adresse' },
      fieldErrors: { 'contact.gender': 'required', 'contact.email': 'invalid', 'contact.phone': 'required' },
    },
  },
};

/** The form service failed: the generic message, everything typed kept. */
export const SubmitFailed: Story = {
  args: { answer: { values: { 'contact.firstName': 'Anna', 'contact.lastName': 'Muster' }, submitFailed: true } },
};

/** A visitor's way through the form: "Weiter" on an empty step shows the spec's error texts; fixed, the lead is sent. */
export const FixErrorsAndSend: Story = {
  args: { send: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Weiter' }));
    const summary = await canvas.findByRole('alert');
    await expect(within(summary).getByRole('heading', { name: 'Bitte prüfen Sie Ihre Angaben' })).toBeVisible();
    await expect(within(summary).getByRole('link', { name: 'Vorname: Dieses Feld ist erforderlich' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Frau' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /^Vorname/ }), 'Anna');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Nachname/ }), 'Muster');
    await userEvent.type(canvas.getByRole('textbox', { name: /^E-Mail/ }), 'anna@');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Telefon/ }), '79 123 45 67');
    await userEvent.click(canvas.getByRole('button', { name: 'Weiter' }));
    await expect(await canvas.findByRole('link', { name: 'E-Mail: Ungültige Eingabe' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /^E-Mail/ }), 'example.ch');
    await userEvent.click(canvas.getByRole('button', { name: 'Weiter' }));
    await userEvent.type(await canvas.findByLabelText(/^Wunschdatum/), '2030-05-04');
    await userEvent.click(canvas.getByRole('checkbox', { name: /Datenschutzerklärung/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Anfrage senden' }));
    await expect(await canvas.findByText('Danke', {}, { timeout: 5000 })).toBeVisible();
  },
};
