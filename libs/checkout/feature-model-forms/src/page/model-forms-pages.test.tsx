import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkInFixture } from '../model-forms.fixtures';
import CheckInPage from './CheckInPage';
import ModelFormPage from './ModelFormPage';
import { ModelFormsStory, modelFormsMessages } from './story-harness';

const [de, fr] = await Promise.all([modelFormsMessages('de'), modelFormsMessages('fr')]);
// jsdom has no layout
Element.prototype.scrollIntoView = vi.fn();

afterEach(() => {
  cleanup();
  window.dataLayer = [];
});

describe('the model form page', () => {
  it("shows the model beside one step of contact data with an optional wish date, sent to the page's dealer", async () => {
    render(
      <ModelFormsStory
        locale="de"
        messages={de}
        element={<ModelFormPage />}
        loaderData={{ kind: 'testDrive', modelSlug: 'stonic', configurationCode: null, sent: false }}
      />,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Probefahrt vereinbaren: Kia Stonic' })).toBeTruthy();
    expect(screen.getByText('Ihre Anfrage geht direkt an Auto Zentrum Zürich AG.')).toBeTruthy();
    expect(screen.getByLabelText('Wunschdatum')).toHaveProperty('required', false);
    expect(screen.getByRole('button', { name: 'Anfrage senden' })).toBeTruthy();
    const summary = screen.getByRole('complementary', { name: 'Kia Stonic' });
    expect(within(summary).getByText(/^ab CHF 24.950/)).toBeTruthy();
    // pushed after hydration (the form's effects run after the page showed)
    await waitFor(() =>
      expect(window.dataLayer?.filter((event) => event['checkout'] === 'model_test_drive').map((event) => event['checkoutStep'])).toEqual([
        1,
      ]),
    );
  });

  it('with a configuration: its variant, price, code and PDF beside the form', async () => {
    render(
      <ModelFormsStory
        locale="fr"
        messages={fr}
        element={<ModelFormPage />}
        loaderData={{ kind: 'testDrive', modelSlug: 'stonic', configurationCode: 'K7Q2M9', sent: false }}
      />,
    );
    const configuration = await screen.findByRole('region', { name: 'Votre configuration' });
    expect(await within(configuration).findByText('Stonic 1.0 T-GDi GT-Line')).toBeTruthy();
    expect(within(configuration).getByText('Code de configuration : K7Q2M9')).toBeTruthy();
    expect(within(configuration).getByRole('link', { name: 'Configuration en PDF' }).getAttribute('href')).toBe(
      '/api/model/configurator/pdf/K7Q2M9',
    );
  });

  it('the thanks step of an offer names the dealer and pushes the confirmation', async () => {
    render(
      <ModelFormsStory
        locale="de"
        messages={de}
        element={<ModelFormPage />}
        loaderData={{ kind: 'offer', modelSlug: 'stonic', configurationCode: null, sent: true }}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Vielen Dank für Ihre Anfrage' })).toBeTruthy();
    expect(screen.getByText('Auto Zentrum Zürich AG hat Ihre Anfrage erhalten und sendet Ihnen in Kürze Ihre Offerte.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(window.dataLayer?.map((event) => [event['checkout'], event['checkoutStep'], event['event']])).toEqual([
      ['model_offer', 2, 'checkout_confirmation'],
    ]);
  });
});

describe('the check-in page', () => {
  it("shows the appointment as booked and the dealer's contact", async () => {
    render(
      <ModelFormsStory locale="de" messages={de} element={<CheckInPage />} loaderData={{ hash: checkInFixture().hash, locationId: 100 }} />,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Check-in für Ihren Servicetermin' })).toBeTruthy();
    const facts = Object.fromEntries(
      [...document.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      Termin: 'Dienstag, 14. Mai 2030',
      Name: 'Anna Muster',
      Fahrzeug: 'Kia Ceed',
      Kontrollschild: 'ZH 123 456',
      Arbeiten: 'ÖlwechselReifenwechsel',
      Status: 'Geplant',
    });
    expect(screen.getByRole('link', { name: '+41 44 123 45 67' }).getAttribute('href')).toBe('tel:+41441234567');
    expect(screen.getByRole('link', { name: 'info@auto-zentrum-zuerich.ch' }).getAttribute('href')).toBe(
      'mailto:info@auto-zentrum-zuerich.ch',
    );
  });

  it("an appointment at a location shows that location's contact", async () => {
    const checkIn = checkInFixture({ dealerId: 101, dealerName: 'Auto Zentrum Zürich – Oerlikon', status: 'checkedIn' });
    render(
      <ModelFormsStory
        locale="fr"
        messages={fr}
        element={<CheckInPage />}
        loaderData={{ hash: checkIn.hash, locationId: 101 }}
        answers={[['/check-in/', checkIn]]}
      />,
    );
    expect(await screen.findByText('Votre véhicule est enregistré. Merci beaucoup !')).toBeTruthy();
    const contact = screen.getByRole('region', { name: 'Quelque chose ne va pas ?' });
    expect(within(contact).getByText('Auto Zentrum Zürich – Oerlikon', { selector: 'strong' })).toBeTruthy();
  });
});
