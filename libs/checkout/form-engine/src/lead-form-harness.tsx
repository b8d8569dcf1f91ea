// Tests only: a lead form inside a data router, as a page renders it, with its action recording what was posted.
import { fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider, type ActionFunctionArgs } from 'react-router-dom';
import { vi } from 'vitest';
import { loadMessages, specTextsCatalog } from '@carweb/shared-util-i18n';
import { closingFields, contactFields, wishDateField } from './common-fields';
import { LeadForm } from './LeadForm';
import type { LeadFormDefinition } from './lead-form';
import { formEngineCatalog, messages as engineMessages } from './messages';

const messages = await loadMessages([formEngineCatalog, specTextsCatalog], 'de');

/** A small test drive: contact data, then wish date and privacy. */
export const definition: LeadFormDefinition = {
  id: 'test-drive',
  path: 'test-drive',
  steps: [
    { id: 'contact', title: engineMessages.stepContact, fields: contactFields() },
    { id: 'wish-date', title: engineMessages.wishDate, fields: [wishDateField(), ...closingFields()] },
  ],
  tracking: { checkout: 'test_drive', steps: [1, 2], confirmation: 3 },
};
const fixed = { vehicleId: 7, dealerId: 3 };

export function renderForm(form: LeadFormDefinition = definition) {
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
export const required = (label: string) => screen.getByLabelText(`${label} *`);
export const type = (label: string, value: string) => fireEvent.change(required(label), { target: { value } });
export const fieldsets = () => document.querySelectorAll<HTMLFieldSetElement>('form > fieldset');
