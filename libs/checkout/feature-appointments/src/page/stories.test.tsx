import { composeStories } from '@storybook/react-vite';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDraftStore } from '@carweb/checkout-form-engine';
import * as appointmentStories from './AppointmentPage.stories';
import * as testDriveStories from './DealerTestDrivePage.stories';
import * as serviceStories from './ServiceAppointmentPage.stories';

// jsdom has no layout: the error summary scrolls its links' fields into view
Element.prototype.scrollIntoView = () => undefined;

/**
 * The step a story ends on: the legend of the one fieldset not hidden (a step of the form), or the page's panel.
 * Wait for it: a step's check waits for react-hook-form, which loads when the visitor starts to use the form.
 */
const shownStep = () =>
  [...document.querySelectorAll<HTMLFieldSetElement>('form > fieldset')]
    .filter((step) => !step.hidden)
    .map((step) => step.querySelector('legend')?.textContent);

async function run(story: { run: () => Promise<void> }) {
  await story.run();
  await screen.findByRole('heading', { level: 1 });
}

describe('the stories of each step play to that step', () => {
  afterEach(() => {
    cleanup();
    document.body.innerHTML = '';
    sessionStorage.clear();
    useDraftStore.setState({ drafts: {} });
    delete window.dataLayer;
  });

  const service = composeStories(serviceStories);
  it.each([
    ['WishDate', service.WishDate, 'Wunschtermin'],
    ['Services', service.Services, 'Arbeiten'],
    ['ExtendedContactData', service.ExtendedContactData, 'Kontaktdaten und Adresse'],
    ['VehicleData', service.VehicleData, 'Ihr Fahrzeug'],
    ['WishDateMissing', service.WishDateMissing, 'Wunschtermin'],
  ])('service appointment %s', async (_, story, legend) => {
    await run(story);
    expect(await screen.findByText(legend, { selector: 'legend' })).toBeTruthy();
    await waitFor(() => expect(shownStep()).toEqual([legend]));
  });

  it('service appointment WishDateMissing shows the spec text in the summary and at the field', async () => {
    await run(service.WishDateMissing);
    expect((await screen.findByRole('link', { name: 'Wunschdatum: Dieses Feld ist erforderlich' })).getAttribute('href')).toBe(
      '#field-wishDate',
    );
    expect(screen.getByText('Dieses Feld ist erforderlich', { selector: 'p' })).toBeTruthy();
  });

  const appointment = composeStories(appointmentStories);
  it.each([
    ['ContactData', appointment.ContactData, 'Kontaktdaten'],
    ['WishDate', appointment.WishDate, 'Wunschtermin'],
  ])('appointment %s', async (_, story, legend) => {
    await run(story);
    await waitFor(() => expect(shownStep()).toEqual([legend]));
  });

  const testDrive = composeStories(testDriveStories);
  it.each([
    ['Model', testDrive.Model, 'Modell'],
    ['ContactData', testDrive.ContactData, 'Kontaktdaten'],
    ['WishDate', testDrive.WishDate, 'Wunschtermin'],
  ])('dealer test drive %s', async (_, story, legend) => {
    await run(story);
    await waitFor(() => expect(shownStep()).toEqual([legend]));
  });
});

describe('the other stories render their page', () => {
  afterEach(() => {
    cleanup();
    document.body.innerHTML = '';
  });
  const service = composeStories(serviceStories);
  const appointment = composeStories(appointmentStories);
  const testDrive = composeStories(testDriveStories);
  it.each([
    ['service French', service.French, 'Prendre rendez-vous pour un service'],
    ['service Italian', service.Italian, 'Fissare un appuntamento per il servizio'],
    ['service NoServices', service.NoServices, 'Servicetermin vereinbaren'],
    ['service ExternalForm', service.ExternalForm, 'Servicetermin vereinbaren'],
    ['service Sent', service.Sent, 'Servicetermin vereinbaren'],
    ['appointment French', appointment.French, 'Fixer un rendez-vous'],
    ['appointment Italian', appointment.Italian, 'Fissare un appuntamento'],
    ['appointment Sent', appointment.Sent, 'Termin vereinbaren'],
    ['test drive French', testDrive.French, 'Réserver un essai sur route'],
    ['test drive Italian', testDrive.Italian, 'Prenotare un giro di prova'],
    ['test drive NoModels', testDrive.NoModels, 'Probefahrt vereinbaren'],
    ['test drive Sent', testDrive.Sent, 'Probefahrt vereinbaren'],
  ])('%s', async (_, story, title) => {
    await story.run();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(title);
  });
});
