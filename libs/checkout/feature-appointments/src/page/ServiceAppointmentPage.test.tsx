import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testDealer } from '@carweb/shared-testing';
import type { ServiceAppointmentData } from '../service-appointment-loader';
import ServiceAppointmentPage from './ServiceAppointmentPage';
import { PageStory, pageMessages } from './story-harness';

const de = await pageMessages('de');
const fr = await pageMessages('fr');

function renderPage(loaderData: ServiceAppointmentData, messages = de, locale: 'de' | 'fr' = 'de') {
  render(<PageStory locale={locale} messages={messages} element={<ServiceAppointmentPage />} loaderData={loaderData} />);
}

describe('ServiceAppointmentPage', () => {
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
    delete window.dataLayer;
  });

  it('offers the workshop services as checkboxes, with their price from where there is one', async () => {
    renderPage({ kind: 'form', dealerId: 100, sent: false });
    // step 2 of 4: in the page, hidden until the visitor gets there
    const group = await screen.findByRole('group', { name: 'Welche Arbeiten dürfen wir ausführen?', hidden: true });
    const boxes = await within(group).findAllByRole('checkbox', { hidden: true });
    const labels = boxes.map((box) => box.closest('label')?.textContent);
    expect(labels).toEqual([
      'Periodischer Service (ab CHF 290.–)',
      'Ölwechsel (ab CHF 129.–)',
      'Räderwechsel (ab CHF 69.–)',
      'Scheibenreparatur',
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Servicetermin vereinbaren' })).toBeTruthy();
  });

  it('names the months of the first registration in the page language, nothing chosen', async () => {
    renderPage({ kind: 'form', dealerId: 100, sent: false }, fr, 'fr');
    const month = (await screen.findByRole('combobox', { name: 'Première immatriculation : mois', hidden: true })) as HTMLSelectElement;
    expect([...month.options].map((option) => option.text).slice(0, 4)).toEqual(['Veuillez choisir', 'janvier', 'février', 'mars']);
    expect(month.value).toBe('');
  });

  it("no workshop services: no form, but the dealer's phone and e-mail", async () => {
    renderPage({ kind: 'noServices' });
    expect(await screen.findByText('Bei Auto Zentrum Zürich AG können Sie zurzeit keinen Servicetermin online anfragen.')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    expect(document.querySelector('form')).toBeNull();
    const dealer = testDealer();
    expect(screen.getByRole('link', { name: `Anrufen: ${dealer.phone}` }).getAttribute('href')).toBe('tel:+41441234567');
    expect(screen.getByRole('link', { name: `E-Mail schreiben: ${dealer.email}` }).getAttribute('href')).toBe(`mailto:${dealer.email}`);
  });

  it("a dealer's own booking form: a link out, in a new window, and no form here", async () => {
    renderPage({ kind: 'externalForm', url: 'https://termine.example.ch/service' });
    const link = await screen.findByRole('link', { name: /Zum Online-Terminformular/ });
    expect(link.getAttribute('href')).toBe('https://termine.example.ch/service');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.textContent).toContain('(öffnet in einem neuen Fenster)');
    expect(document.querySelector('form')).toBeNull();
  });

  it('after the POST: the thanks with the dealer, and the confirmation pushed as step 5', async () => {
    renderPage({ kind: 'form', dealerId: 100, sent: true });
    expect(await screen.findByRole('heading', { name: 'Vielen Dank für Ihre Anfrage' })).toBeTruthy();
    expect(
      screen.getByText('Auto Zentrum Zürich AG hat Ihre Terminanfrage erhalten und bestätigt Ihnen den Termin in Kürze.'),
    ).toBeTruthy();
    expect(window.dataLayer).toEqual([expect.objectContaining({ event: 'checkout_confirmation', checkout: 'service', checkoutStep: 5 })]);
  });
});
