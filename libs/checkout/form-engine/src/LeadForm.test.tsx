import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider, type ActionFunctionArgs } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadMessages, specTextsCatalog } from '@carweb/shared-util-i18n';
import { closingFields, contactFields, wishDateField } from './common-fields';
import { useDraftStore } from './drafts';
import { LeadForm } from './LeadForm';
import type { LeadFormDefinition } from './lead-form';
import { formEngineCatalog, messages as engineMessages } from './messages';

const messages = await loadMessages([formEngineCatalog, specTextsCatalog], 'de');

/** A small test drive: contact data, then wish date and privacy. */
const definition: LeadFormDefinition = {
  id: 'test-drive',
  path: 'test-drive',
  steps: [
    { id: 'contact', title: engineMessages.stepContact, fields: contactFields() },
    { id: 'wish-date', title: engineMessages.wishDate, fields: [wishDateField(), ...closingFields()] },
  ],
  tracking: { checkout: 'test_drive', steps: [1, 2], confirmation: 3 },
};
const fixed = { vehicleId: 7, dealerId: 3 };

function renderForm(form: LeadFormDefinition = definition) {
  const posted: Record<string, string | string[]>[] = [];
  const action = vi.fn(async ({ request }: ActionFunctionArgs) => {
    const data = await request.formData();
    posted.push(
      Object.fromEntries(
        [...new Set(data.keys())].map((key) => [key, data.getAll(key).length > 1 ? data.getAll(key).map(String) : String(data.get(key))]),
      ),
    );
    return null;
  });
  const router = createMemoryRouter(
    [{ path: '/probefahrt', element: <LeadForm definition={form} title="Probefahrt" fixed={fixed} draftKey="7" />, action }],
    { initialEntries: ['/probefahrt'] },
  );
  render(
    <IntlProvider locale="de-CH" messages={messages}>
      <RouterProvider router={router} />
    </IntlProvider>,
  );
  return { action, posted, router };
}

/** a required field's control by its label (the * is part of the label's text) */
const required = (label: string) => screen.getByLabelText(`${label} *`);
const type = (label: string, value: string) => fireEvent.change(required(label), { target: { value } });
const fieldsets = () => document.querySelectorAll<HTMLFieldSetElement>('form > fieldset');

// jsdom has no layout: the summary's links scroll their field into view
const scrollIntoView = vi.fn();
Element.prototype.scrollIntoView = scrollIntoView;

describe('LeadForm', () => {
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
    useDraftStore.setState({ drafts: {} });
    delete window.dataLayer;
  });

  it('after hydration shows one step at a time and tracks the first step', async () => {
    renderForm();
    const [first, second] = fieldsets();
    await waitFor(() => expect(second.hidden).toBe(true));
    expect(first.hidden).toBe(false);
    expect(within(first).getByText('Schritt 1 von 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Anfrage senden' })).toBeNull();
    expect(window.dataLayer).toEqual([expect.objectContaining({ event: 'begin_checkout', checkout: 'test_drive', checkoutStep: 1 })]);
  });

  it('labels are real labels, required fields are marked, personal-data inputs carry autocomplete tokens', async () => {
    renderForm();
    const expected: [string, string][] = [
      ['Vorname', 'given-name'],
      ['Nachname', 'family-name'],
      ['E-Mail', 'email'],
      ['Vorwahl', 'tel-country-code'],
      ['Telefon', 'tel-national'],
    ];
    for (const [label, token] of expected) {
      const control = required(label);
      expect(control.getAttribute('autocomplete'), label).toBe(token);
      expect(control.getAttribute('aria-required'), label).toBe('true');
      expect(control.id).toBe(
        `field-contact-${{ Vorname: 'firstName', Nachname: 'lastName', 'E-Mail': 'email', Vorwahl: 'phonePrefix', Telefon: 'phone' }[label]}`,
      );
    }
    expect(screen.getByLabelText('Firma', { selector: 'input[type="text"]' }).getAttribute('autocomplete')).toBe('organization');
    const firstName = screen.getByRole('textbox', { name: /^Vorname/ });
    expect(firstName.getAttribute('name')).toBe('contact.firstName');
    expect(document.querySelector('label[for="field-contact-firstName"]')?.textContent).toBe('Vorname *');
    expect(screen.getByRole('group', { name: /^Anrede/ })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Frau' }).getAttribute('name')).toBe('contact.gender');
  });

  it('"Weiter" with empty fields shows the summary with links and the inline errors, and stays on the step', async () => {
    renderForm();
    await waitFor(() => expect(fieldsets()[1].hidden).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('heading', { name: 'Bitte prüfen Sie Ihre Angaben' })).toBeTruthy();
    const links = within(summary)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Anrede: Dieses Feld ist erforderlich', '#field-contact-gender'],
      ['Vorname: Dieses Feld ist erforderlich', '#field-contact-firstName'],
      ['Nachname: Dieses Feld ist erforderlich', '#field-contact-lastName'],
      ['E-Mail: Dieses Feld ist erforderlich', '#field-contact-email'],
      ['Telefon: Dieses Feld ist erforderlich', '#field-contact-phone'],
    ]);
    await waitFor(() => expect(document.activeElement).toBe(summary));
    const firstName = screen.getByRole('textbox', { name: /^Vorname/ });
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(firstName.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Dieses Feld ist erforderlich');
    expect(screen.getAllByText('Dieses Feld ist erforderlich')).toHaveLength(5);
    expect(fieldsets()[0].hidden).toBe(false);
    expect(fieldsets()[1].hidden).toBe(true);
    await waitFor(() => expect(document.title).toBe('Fehler: Probefahrt'));
    // a summary link moves the focus to its field
    fireEvent.click(within(summary).getByRole('link', { name: /^Vorname/ }));
    expect(document.activeElement).toBe(firstName);
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'center' });
  });

  it('a wrong value is "Ungültige Eingabe"; a company needs its name', async () => {
    renderForm();
    await waitFor(() => expect(fieldsets()[1].hidden).toBe(true));
    fireEvent.click(screen.getByRole('radio', { name: 'Firma' }));
    type('Vorname', 'Anna');
    type('Nachname', 'Muster');
    type('E-Mail', 'anna@');
    type('Telefon', '79 123 45 67');
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Firma: Dieses Feld ist erforderlich', 'E-Mail: Ungültige Eingabe']);
  });

  it('a group missing as a whole marks each of its required fields, as the action does; nothing is posted', async () => {
    const withVehicle: LeadFormDefinition = {
      ...definition,
      id: 'trade-in',
      path: 'trade-in',
      steps: [
        {
          id: 'vehicle',
          title: engineMessages.stepContact,
          fields: [
            { name: 'vehicle.make', kind: 'text', label: engineMessages.street, required: true },
            { name: 'vehicle.controlSign', kind: 'text', label: engineMessages.city },
          ],
        },
        ...definition.steps,
      ],
    };
    const { action } = renderForm(withVehicle);
    await waitFor(() => expect(fieldsets()[1].hidden).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Strasse: Dieses Feld ist erforderlich']);
    expect(fieldsets()[0].hidden).toBe(false);
    expect(action).not.toHaveBeenCalled();
  });

  it('a valid submit goes step by step and calls the action with the form data', async () => {
    const { action, posted } = renderForm();
    await waitFor(() => expect(fieldsets()[1].hidden).toBe(true));
    fireEvent.click(screen.getByRole('radio', { name: 'Frau' }));
    type('Vorname', 'Anna');
    type('Nachname', 'Muster');
    type('E-Mail', 'anna@example.ch');
    type('Telefon', '79 123 45 67');
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(fieldsets()[1].hidden).toBe(false));
    expect(fieldsets()[0].hidden).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(window.dataLayer?.map((event) => event['event'])).toEqual(['begin_checkout', 'checkout_progress']));

    type('Wunschdatum', '2030-05-04');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Morgen' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Datenschutzerklärung/ }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Anfrage senden' })));
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    expect(posted[0]).toMatchObject({
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
  });

  it('"Zurück" returns to the previous step with the typed values', async () => {
    renderForm();
    await waitFor(() => expect(fieldsets()[1].hidden).toBe(true));
    fireEvent.click(screen.getByRole('radio', { name: 'Herr' }));
    type('Vorname', 'Beat');
    type('Nachname', 'Muster');
    type('E-Mail', 'beat@example.ch');
    type('Telefon', '79 123 45 67');
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(fieldsets()[1].hidden).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(fieldsets()[0].hidden).toBe(false);
    expect((screen.getByRole('textbox', { name: /^Vorname/ }) as HTMLInputElement).value).toBe('Beat');
  });

  it('keeps a draft of the typed values in sessionStorage and brings it back in the same tab', async () => {
    renderForm();
    await waitFor(() => expect(fieldsets()[1].hidden).toBe(true));
    type('Vorname', 'Carla');
    await waitFor(() => expect(sessionStorage.getItem('lead-drafts')).toContain('"firstName":"Carla"'));
    expect(localStorage.getItem('lead-drafts')).toBeNull();
    cleanup();
    // a reload: nothing in memory, the draft only in sessionStorage
    const stored = sessionStorage.getItem('lead-drafts') ?? '';
    useDraftStore.setState({ drafts: {} });
    sessionStorage.setItem('lead-drafts', stored);
    renderForm();
    await waitFor(() => expect((required('Vorname') as HTMLInputElement).value).toBe('Carla'));
  });
});
