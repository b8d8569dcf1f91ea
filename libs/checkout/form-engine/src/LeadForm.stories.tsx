import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLoaderData, type ActionFunctionArgs } from 'react-router-dom';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { proxiedBackendAddresses } from '@carweb/api-http';
import { outage } from '@carweb/shared-testing-msw';
import { closingFields, contactFields, wishDateField } from './common-fields';
import { useDraftStore } from './drafts';
import { runLeadAction, type LeadActionData } from './lead-action';
import type { LeadFormDefinition } from './lead-form';
import { LeadForm, type LeadFormProps } from './LeadForm';
import { messages } from './messages';

/** A small test drive of the engine's own fields: contact data, then wish date and privacy. */
const definition: LeadFormDefinition = {
  id: 'test-drive',
  path: 'test-drive',
  steps: [
    { id: 'contact', title: messages.stepContact, fields: contactFields() },
    { id: 'wish-date', title: messages.wishDate, fields: [wishDateField(), ...closingFields()] },
  ],
  tracking: { checkout: 'test_drive', steps: [1, 2], confirmation: 3 },
};

/** The same form with a vehicle step first whose group (`vehicle`) is required as a whole. */
const withVehicle: LeadFormDefinition = {
  ...definition,
  id: 'trade-in',
  path: 'trade-in',
  steps: [
    {
      id: 'vehicle',
      title: messages.stepContact,
      fields: [
        { name: 'vehicle.make', kind: 'text', label: messages.street, required: true },
        { name: 'vehicle.controlSign', kind: 'text', label: messages.city },
      ],
    },
    ...definition.steps,
  ],
};

const fixed = { dealerId: 100, vehicleId: 100006 };

/** What the route action received (one entry per POST), as form fields; a play reads it. */
const posted = fn<(values: Record<string, string | string[]>) => void>();
async function recordingAction({ request }: ActionFunctionArgs) {
  const data = await request.formData();
  posted(
    Object.fromEntries(
      [...new Set(data.keys())].map((key) => [key, data.getAll(key).length > 1 ? data.getAll(key).map(String) : String(data.get(key))]),
    ),
  );
  return null;
}

/** The real route action: the lead goes to `/api/form/…` (MSW answers as the sandbox stores it), then `?sent`. */
function sendingAction({ request }: ActionFunctionArgs) {
  const api = { locale: 'de', wholesaler: 'kia', country: 'ch', platform: 'partnerweb', backends: proxiedBackendAddresses() };
  return runLeadAction(definition, request, { api, fixed, thanksUrl: '/?sent' });
}

/** The form as a page renders it, on the route whose action gets its POST; the page's thanks step after `?sent`. */
function LeadFormRoute({ form }: { form: LeadFormProps['definition'] }) {
  const { sent } = useLoaderData() as { sent: boolean };
  return sent ? <p>Danke</p> : <LeadForm definition={form} title="Probefahrt" fixed={fixed} draftKey="7" />;
}

const route = (extra: { action?: (args: ActionFunctionArgs) => unknown; actionData?: LeadActionData } = {}) => ({
  route: { loaderData: (url: URL) => ({ sent: url.searchParams.has('sent') }), action: recordingAction, ...extra },
});

/** The form engine's LeadForm on the global providers (language from the toolbar); every story starts without a draft. */
const meta = {
  title: 'Lead forms/LeadForm',
  component: LeadForm,
  args: { definition, title: 'Probefahrt', fixed, draftKey: '7' },
  parameters: route(),
  beforeEach: () => {
    posted.mockClear();
    useDraftStore.setState({ drafts: {} });
    sessionStorage.clear();
    localStorage.removeItem('lead-drafts');
    delete window.dataLayer;
  },
  render: ({ definition: form }) => <LeadFormRoute form={form} />,
} satisfies Meta<typeof LeadForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The steps of the form (fieldsets), in order. */
const fieldsets = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll<HTMLFieldSetElement>('form > fieldset')];
/** A required field's control by its label (the * is part of the label's text). */
const required = (canvasElement: HTMLElement, label: string) => within(canvasElement).getByLabelText(`${label} *`);
/** After hydration the second step is hidden: one step at a time. */
const hydrated = (canvasElement: HTMLElement) => waitFor(() => expect(fieldsets(canvasElement)[1]?.hidden).toBe(true));
const type = async (canvasElement: HTMLElement, label: string, value: string) => {
  const control = required(canvasElement, label);
  await userEvent.clear(control);
  await userEvent.type(control, value);
};
async function fillContact(canvasElement: HTMLElement, email = 'anna@example.ch') {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('radio', { name: 'Frau' }));
  await type(canvasElement, 'Vorname', 'Anna');
  await type(canvasElement, 'Nachname', 'Muster');
  await type(canvasElement, 'E-Mail', email);
  await type(canvasElement, 'Telefon', '79 123 45 67');
}

/** A fresh form: after hydration one step at a time, "Weiter" only, and the first step tracked. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await hydrated(canvasElement);
    const [first] = fieldsets(canvasElement);
    await expect(first?.hidden).toBe(false);
    await expect(within(first as HTMLElement).getByText('Schritt 1 von 2')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Weiter' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Anfrage senden' })).toBeNull();
    await expect(window.dataLayer).toEqual([expect.objectContaining({ event: 'begin_checkout', checkout: 'test_drive', checkoutStep: 1 })]);
  },
};
export const French: Story = { globals: { locale: 'fr' } };

/** Labels are real labels, required fields are marked, personal-data inputs carry autocomplete tokens. */
export const LabelsAndAutocomplete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const expected: [string, string, string][] = [
      ['Vorname', 'given-name', 'firstName'],
      ['Nachname', 'family-name', 'lastName'],
      ['E-Mail', 'email', 'email'],
      ['Vorwahl', 'tel-country-code', 'phonePrefix'],
      ['Telefon', 'tel-national', 'phone'],
    ];
    for (const [label, token, name] of expected) {
      const control = required(canvasElement, label);
      await expect(control).toHaveAttribute('autocomplete', token);
      await expect(control).toHaveAttribute('aria-required', 'true');
      await expect(control).toHaveAttribute('id', `field-contact-${name}`);
    }
    await expect(canvas.getByLabelText('Firma', { selector: 'input[type="text"]' })).toHaveAttribute('autocomplete', 'organization');
    await expect(canvas.getByRole('textbox', { name: /^Vorname/ })).toHaveAttribute('name', 'contact.firstName');
    await expect(canvasElement.querySelector('label[for="field-contact-firstName"]')).toHaveTextContent('Vorname *');
    await expect(canvas.getByRole('group', { name: /^Anrede/ })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Frau' })).toHaveAttribute('name', 'contact.gender');
  },
};

/** "Weiter" with empty fields: the summary (focused, links to the fields), the inline errors, the title, the same step. */
export const EmptyStepErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await hydrated(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Weiter' }));
    const summary = await canvas.findByRole('alert');
    await expect(within(summary).getByRole('heading', { name: 'Bitte prüfen Sie Ihre Angaben' })).toBeVisible();
    await expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Anrede: Dieses Feld ist erforderlich', '#field-contact-gender'],
      ['Vorname: Dieses Feld ist erforderlich', '#field-contact-firstName'],
      ['Nachname: Dieses Feld ist erforderlich', '#field-contact-lastName'],
      ['E-Mail: Dieses Feld ist erforderlich', '#field-contact-email'],
      ['Telefon: Dieses Feld ist erforderlich', '#field-contact-phone'],
    ]);
    await waitFor(() => expect(document.activeElement).toBe(summary));
    const firstName = canvas.getByRole('textbox', { name: /^Vorname/ });
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(document.getElementById(firstName.getAttribute('aria-describedby') ?? '')).toHaveTextContent(
      'Dieses Feld ist erforderlich',
    );
    await expect(canvas.getAllByText('Dieses Feld ist erforderlich')).toHaveLength(5);
    await expect(fieldsets(canvasElement).map((step) => step.hidden)).toEqual([false, true]);
    await waitFor(() => expect(document.title).toBe('Fehler: Probefahrt'));
    // a summary link moves the focus to its field
    await userEvent.click(within(summary).getByRole('link', { name: /^Vorname/ }));
    await expect(document.activeElement).toBe(firstName);
  },
};

/** A wrong value is "Ungültige Eingabe"; a company needs its name. */
export const InvalidEmailCompany: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await hydrated(canvasElement);
    await fillContact(canvasElement, 'anna@');
    await userEvent.click(canvas.getByRole('radio', { name: 'Firma' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Weiter' }));
    const summary = await canvas.findByRole('alert');
    await expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Firma: Dieses Feld ist erforderlich', 'E-Mail: Ungültige Eingabe']);
  },
};

/** A group missing as a whole marks each of its required fields, as the action does; nothing is posted. */
export const GroupMissing: Story = {
  args: { definition: withVehicle },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await hydrated(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Weiter' }));
    const summary = await canvas.findByRole('alert');
    await expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Strasse: Dieses Feld ist erforderlich']);
    await expect(fieldsets(canvasElement)[0]?.hidden).toBe(false);
    await expect(posted).not.toHaveBeenCalled();
  },
};

/** A valid lead goes step by step (each tracked) and posts the form's fields to the route action. */
export const SendStepByStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await hydrated(canvasElement);
    await fillContact(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(fieldsets(canvasElement).map((step) => step.hidden)).toEqual([true, false]));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(window.dataLayer?.map((event) => event['event'])).toEqual(['begin_checkout', 'checkout_progress']));
    await userEvent.type(canvas.getByLabelText(/^Wunschdatum/), '2030-05-04');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Morgen' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /Datenschutzerklärung/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Anfrage senden' }));
    await waitFor(() => expect(posted).toHaveBeenCalledTimes(1));
    await expect(posted.mock.calls[0]?.[0]).toMatchObject({
      'contact.gender': 'female',
      'contact.firstName': 'Anna',
      'contact.lastName': 'Muster',
      'contact.email': 'anna@example.ch',
      'contact.phonePrefix': '+41',
      'contact.phone': '79 123 45 67',
      wishDate: '2030-05-04',
      contactTime: 'morning',
      privacyAccepted: 'on',
    });
  },
};

/** "Zurück" returns to the previous step with the typed values. */
export const Back: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await hydrated(canvasElement);
    await fillContact(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(fieldsets(canvasElement)[1]?.hidden).toBe(false));
    await userEvent.click(canvas.getByRole('button', { name: 'Zurück' }));
    await expect(fieldsets(canvasElement)[0]?.hidden).toBe(false);
    await expect(canvas.getByRole('textbox', { name: /^Vorname/ })).toHaveValue('Anna');
  },
};

/** What was typed is kept as a draft in sessionStorage (this tab only), never in localStorage. */
export const DraftKept: Story = {
  play: async ({ canvasElement }) => {
    await hydrated(canvasElement);
    await type(canvasElement, 'Vorname', 'Carla');
    await waitFor(() => expect(sessionStorage.getItem('lead-drafts')).toContain('"firstName":"Carla"'));
    await expect(localStorage.getItem('lead-drafts')).toBeNull();
  },
};

/** A reload of the tab: the draft in sessionStorage comes back into the form. */
export const DraftBack: Story = {
  beforeEach: () => {
    sessionStorage.setItem(
      'lead-drafts',
      JSON.stringify({ state: { drafts: { 'test-drive:7': { contact: { firstName: 'Carla', lastName: 'Entwurf' } } } }, version: 0 }),
    );
    void useDraftStore.persist.rehydrate();
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(required(canvasElement, 'Vorname')).toHaveValue('Carla'));
    await expect(required(canvasElement, 'Nachname')).toHaveValue('Entwurf');
  },
};

/** The server's answer to an invalid POST without JavaScript: summary, inline errors and the typed values. */
export const InvalidAnswer: Story = {
  parameters: route({
    actionData: {
      values: { 'contact.firstName': 'Anna', 'contact.email': 'keine-adresse' },
      fieldErrors: { 'contact.gender': 'required', 'contact.email': 'invalid', 'contact.phone': 'required' },
    },
  }),
};

/** The form service failed: the generic message, everything typed kept. */
export const SubmitFailed: Story = {
  parameters: route({ actionData: { values: { 'contact.firstName': 'Anna', 'contact.lastName': 'Muster' }, submitFailed: true } }),
};

/** A visitor's way through the form: "Weiter" on an empty step shows the spec's error texts; fixed, the lead is sent. */
export const FixErrorsAndSend: Story = {
  parameters: route({ action: sendingAction }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Weiter' }));
    const summary = await canvas.findByRole('alert');
    await expect(within(summary).getByRole('heading', { name: 'Bitte prüfen Sie Ihre Angaben' })).toBeVisible();
    await expect(within(summary).getByRole('link', { name: 'Vorname: Dieses Feld ist erforderlich' })).toBeVisible();
    await fillContact(canvasElement, 'anna@');
    await userEvent.click(canvas.getByRole('button', { name: 'Weiter' }));
    await expect(await canvas.findByRole('link', { name: 'E-Mail: Ungültige Eingabe' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /^E-Mail/ }), 'example.ch');
    await userEvent.click(canvas.getByRole('button', { name: 'Weiter' }));
    await userEvent.type(await canvas.findByLabelText(/^Wunschdatum/), '2030-05-04');
    await userEvent.click(canvas.getByRole('checkbox', { name: /Datenschutzerklärung/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Anfrage senden' }));
    await expect(await canvas.findByText('Danke')).toBeVisible();
  },
};

/** The form service is down (503) when the lead is sent: the generic message, everything typed kept. */
export const SendOutage: Story = {
  parameters: route({ action: sendingAction }),
  beforeEach: ({ msw }) => msw.use(outage('form/*')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await hydrated(canvasElement);
    await fillContact(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Weiter' }));
    await userEvent.type(await canvas.findByLabelText(/^Wunschdatum/), '2030-05-04');
    await userEvent.click(canvas.getByRole('checkbox', { name: /Datenschutzerklärung/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Anfrage senden' }));
    await expect(await canvas.findByText('Es ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Vorname/, hidden: true })).toHaveValue('Anna');
  },
};
