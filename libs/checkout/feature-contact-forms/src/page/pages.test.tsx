import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadMessages, specTextsCatalog } from '@carweb/shared-util-i18n';
import { formEngineCatalog } from '@carweb/checkout-form-engine';
import { sharedUiCatalog } from '@carweb/shared-ui';
import { contactFormsCatalog } from '../messages';
import BrochurePage from './BrochurePage';
import ContactPage from './ContactPage';
import CorporateContactPage from './CorporateContactPage';
import NewsletterPage from './NewsletterPage';
import SoftLeadPage from './SoftLeadPage';
import { FormStory } from './story-harness';

const catalogs = [specTextsCatalog, sharedUiCatalog, formEngineCatalog, contactFormsCatalog];
const de = await loadMessages(catalogs, 'de');
const fr = await loadMessages(catalogs, 'fr');

afterEach(cleanup);

describe('the pages of the contact forms', () => {
  it('dealer contact: the dealer and its locations to choose, a real POST form', async () => {
    const { container } = render(<FormStory locale="de" messages={de} sent={false} element={<ContactPage />} />);
    const location = await screen.findByRole('combobox', { name: 'Standort' });
    expect(
      within(location)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Auto Zentrum Zürich AG', 'Auto Zentrum Zürich – Oerlikon', 'Auto Zentrum Zürich – Dietikon']);
    expect(screen.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeTruthy();
    expect(container.querySelector('form')?.getAttribute('method')).toBe('post');
  });

  it('corporate contact: "no particular dealer" first, then the dealers by name', async () => {
    render(<FormStory locale="fr" messages={fr} sent={false} element={<CorporateContactPage />} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Contacter Kia Suisse' })).toBeTruthy();
    const dealer = screen.getByRole('combobox', { name: 'Concessionnaire' });
    await within(dealer).findByRole('option', { name: 'Auto Zentrum Zürich – Oerlikon, Oerlikon' });
    expect(within(dealer).getAllByRole('option')[0].textContent).toBe('Aucun concessionnaire en particulier');
  });

  it('brochures: one checkbox per model of the brand; the delivery step (hidden until reached) starts on e-mail', async () => {
    render(<FormStory locale="de" messages={de} sent={false} element={<BrochurePage />} />);
    const models = await screen.findByRole('group', { name: /Prospekte der Modelle/ });
    expect(
      within(models)
        .getAllByRole('checkbox')
        .map((box) => box.parentElement?.textContent),
    ).toEqual(['Kia Picanto', 'Kia Stonic', 'Kia Ceed', 'Kia EV3']);
    expect((screen.getByRole('radio', { name: 'Als PDF per E-Mail', hidden: true }) as HTMLInputElement).checked).toBe(true);
  });

  it('brochures without models: a notice, no form', async () => {
    const { container } = render(<FormStory locale="de" messages={de} sent={false} models={false} element={<BrochurePage />} />);
    expect(await screen.findByText('Für diese Marke sind zurzeit keine Prospekte verfügbar.')).toBeTruthy();
    expect(container.querySelector('form')).toBeNull();
  });

  it('soft lead: the model of interest starts on "no particular model"', async () => {
    render(<FormStory locale="de" messages={de} sent={false} element={<SoftLeadPage />} />);
    const model = await screen.findByRole('combobox', { name: 'Wunschmodell' });
    await within(model).findByRole('option', { name: 'Kia Ceed' });
    expect((model as HTMLSelectElement).value).toBe('');
  });

  it('newsletter: after the POST, the thanks step with the dealer name', async () => {
    render(<FormStory locale="de" messages={de} sent element={<NewsletterPage />} />);
    expect(await screen.findByRole('heading', { name: 'Vielen Dank für Ihre Anfrage' })).toBeTruthy();
    expect(screen.getByText(/Ihre Anmeldung für den Newsletter von Auto Zentrum Zürich AG ist eingegangen/)).toBeTruthy();
  });
});
