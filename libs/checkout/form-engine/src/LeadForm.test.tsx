import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadMessages, specTextsCatalog } from '@carweb/shared-util-i18n';
import { useDraftStore } from './drafts';
import type { LeadFormDefinition } from './lead-form';
import { LeadForm, type LeadFormProps } from './LeadForm';
import stories from './LeadForm.stories';
import { formEngineCatalog } from './messages';

/**
 * What the stories cannot show (Lead forms/LeadForm has the form's behaviour with react-hook-form, in Chromium): the
 * form before react-hook-form has loaded, and without it when it cannot be loaded. jsdom, the story's form description.
 */
const definition = stories.args.definition;
const messages = await loadMessages([formEngineCatalog, specTextsCatalog], 'de');
// jsdom has no layout: the summary's links scroll their field into view
Element.prototype.scrollIntoView = vi.fn();

/** The form on a route whose action records what was posted. */
function renderForm(form: LeadFormDefinition = definition, Form: ComponentType<LeadFormProps> = LeadForm) {
  const posted: Record<string, string>[] = [];
  const action = vi.fn(async ({ request }: { request: Request }) => {
    posted.push(Object.fromEntries([...(await request.formData())].map(([key, value]) => [key, String(value)])));
    return null;
  });
  const router = createMemoryRouter(
    [{ path: '/', element: <Form definition={form} title="Probefahrt" fixed={stories.args.fixed} draftKey="7" />, action }],
    { initialEntries: ['/'] },
  );
  render(
    <IntlProvider locale="de-CH" messages={messages}>
      <RouterProvider router={router} />
    </IntlProvider>,
  );
  return { action, posted };
}
const required = (label: string) => screen.getByLabelText(`${label} *`);
const type = (label: string, value: string) => fireEvent.change(required(label), { target: { value } });
const fieldsets = () => document.querySelectorAll<HTMLFieldSetElement>('form > fieldset');

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  useDraftStore.setState({ drafts: {} });
  delete window.dataLayer;
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

it('without react-hook-form (offline, a deployment replaced its chunk) the form goes on as without JavaScript: every step shows, the action checks the send', async () => {
  vi.resetModules();
  vi.doMock('./HookFormHost', () => {
    throw new Error('offline');
  });
  const { LeadForm: OfflineForm } = await import('./LeadForm');
  const { action } = renderForm(definition, OfflineForm);
  await waitFor(() => expect(fieldsets()[1].hidden).toBe(true));
  fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
  await waitFor(() => expect(fieldsets()[1].hidden).toBe(false));
  expect(fieldsets()[0].hidden).toBe(false);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Anfrage senden' })));
  await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
  vi.doUnmock('./HookFormHost');
});
