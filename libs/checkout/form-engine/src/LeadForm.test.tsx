import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDraftStore } from './drafts';
import { definition, fieldsets, renderForm, required, type } from './lead-form-harness';
import type { LeadFormDefinition } from './lead-form';
import { messages as engineMessages } from './messages';

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
  describe('before react-hook-form came (it loads when the visitor starts to use the form)', () => {
    const oneStep: LeadFormDefinition = {
      ...definition,
      steps: [{ ...definition.steps[0], fields: definition.steps.flatMap((step) => step.fields) }],
    };

    it('keeps what was typed and chosen, and the focus stays in the same input', async () => {
      renderForm();
      const firstName = required('Vorname') as HTMLInputElement;
      act(() => firstName.focus());
      type('Vorname', 'Anna');
      fireEvent.click(screen.getByRole('radio', { name: 'Herr' }));
      // the library is there when what was typed before is kept as a draft
      await waitFor(() => expect(sessionStorage.getItem('lead-drafts')).toContain('"firstName":"Anna"'));
      expect(sessionStorage.getItem('lead-drafts')).toContain('"gender":"male"');
      expect(required('Vorname')).toBe(firstName);
      expect(document.activeElement).toBe(firstName);
      expect(firstName.value).toBe('Anna');
      expect((screen.getByRole('radio', { name: 'Herr' }) as HTMLInputElement).checked).toBe(true);
      type('Nachname', 'Muster');
      type('E-Mail', 'anna@example.ch');
      type('Telefon', '79 123 45 67');
      fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
      await waitFor(() => expect(fieldsets()[1].hidden).toBe(false));
    });

    it('a send waits for it: an empty form shows the summary and posts nothing', async () => {
      const { action } = renderForm(oneStep);
      fireEvent.submit(document.querySelector('form') as HTMLFormElement);
      const summary = await screen.findByRole('alert');
      const links = within(summary).getAllByRole('link');
      expect(links).toHaveLength(7);
      expect(links[0].textContent).toBe('Anrede: Dieses Feld ist erforderlich');
      expect(action).not.toHaveBeenCalled();
    });

    it('a send waits for it: a valid form is posted once', async () => {
      const { action, posted } = renderForm(oneStep);
      fireEvent.click(screen.getByRole('radio', { name: 'Frau' }));
      type('Vorname', 'Anna');
      type('Nachname', 'Muster');
      type('E-Mail', 'anna@example.ch');
      type('Telefon', '79 123 45 67');
      type('Wunschdatum', '2030-05-04');
      fireEvent.click(screen.getByRole('checkbox', { name: 'Morgen' }));
      fireEvent.click(screen.getByRole('checkbox', { name: /Datenschutzerklärung/ }));
      fireEvent.submit(document.querySelector('form') as HTMLFormElement);
      await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
      expect(posted[0]).toMatchObject({
        'contact.gender': 'female',
        'contact.firstName': 'Anna',
        contactTime: 'morning',
        privacyAccepted: 'on',
      });
    });

    it('a draft of this tab comes back, but not over a field the visitor changed already', async () => {
      const draft = { contact: { firstName: 'Carla', lastName: 'Entwurf' } };
      sessionStorage.setItem('lead-drafts', JSON.stringify({ state: { drafts: { 'test-drive:7': draft } }, version: 0 }));
      renderForm();
      type('Nachname', 'Muster');
      await waitFor(() => expect((required('Vorname') as HTMLInputElement).value).toBe('Carla'));
      expect((required('Nachname') as HTMLInputElement).value).toBe('Muster');
    });
  });
});
