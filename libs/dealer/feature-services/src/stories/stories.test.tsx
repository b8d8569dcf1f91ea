import { composeStories } from '@storybook/react-vite';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as detailStories from '../detail-page/ServiceDetailPage.stories';
import * as listStories from '../list-page/ServiceListPage.stories';

const list = composeStories(listStories);
const detail = composeStories(detailStories);

const heading = async () => (await screen.findByRole('heading', { level: 1 })).textContent;
const hrefOf = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');
const BASE = '/de/haendler/auto-zentrum-zuerich';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('service list stories', () => {
  it('links every service to its page and the appointment to the booking form', async () => {
    await list.Default.run();
    expect(await heading()).toBe('Service & Werkstatt');
    const services = screen.getByRole('region', { name: 'Unsere Services' });
    expect(await within(services).findAllByRole('listitem')).toHaveLength(3);
    expect(hrefOf('Reifenservice & Einlagerung')).toBe(`${BASE}/service/reifenservice`);
    expect(hrefOf('Termin vereinbaren')).toBe(`${BASE}/terminvereinbarung`);
  });

  it('shows the top workshop services with duration and price from, after their loading state', async () => {
    await list.Default.run();
    const top = await screen.findByRole('region', { name: 'Beliebte Werkstattleistungen' });
    expect(within(top).getAllByRole('listitem')).toHaveLength(3);
    expect(within(top).getByText(/Ölwechsel/)).toBeTruthy();
    expect(within(top).getByText(/ca\. 45 Min\. · ab CHF 129\.–/)).toBeTruthy();
    cleanup();
    await list.WorkshopServicesLoading.run();
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Werkstattleistungen werden geladen …');
  });

  it('says the services are loading until they are there', async () => {
    await list.ServicesLoading.run();
    await screen.findByText('Services werden geladen …');
    expect(screen.queryByRole('list', { name: 'Unsere Services' })).toBeNull();
  });

  it('keeps the services when the optional parts fail', async () => {
    await list.OptionalPartsFailed.run();
    expect(await heading()).toBe('Service & Werkstatt');
    await screen.findByRole('link', { name: 'Klimaservice' });
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Beliebte Werkstattleistungen' })).toBeNull();
  });

  it('opens the dealer’s own booking form in a new window and says so', async () => {
    await list.OwnBookingForm.run();
    const link = await screen.findByRole('link', { name: 'Termin vereinbaren (öffnet in einem neuen Fenster)' });
    expect(link.getAttribute('href')).toBe('https://termine.auto-zentrum-zuerich.ch/service');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('speaks French', async () => {
    await list.French.run();
    expect(await heading()).toBe('Service & atelier');
    expect(screen.getByRole('region', { name: 'Nos services' })).toBeTruthy();
    expect(hrefOf('Prendre rendez-vous')).toBe('/fr/concessionnaire/auto-zentrum-zuerich/prendre-un-rendez-vous');
  });
});

describe('service detail stories', () => {
  it('shows the service’s own texts, price, contact person, the appointment and the other services', async () => {
    await detail.Default.run();
    expect(await heading()).toBe('Reifenservice & Einlagerung – Auto Zentrum Zürich AG');
    expect(screen.getByRole('region', { name: 'Ihre Vorteile' })).toBeTruthy();
    expect(screen.getByText('ab CHF 69.–')).toBeTruthy();
    expect(hrefOf('Termin vereinbaren')).toBe(`${BASE}/terminvereinbarung`);
    expect(hrefOf('+41 44 123 45 67')).toBe('tel:+41441234567');
    expect(hrefOf('Alle Services')).toBe(`${BASE}/service`);
    const others = await screen.findByRole('navigation', { name: 'Weitere Services' });
    expect(
      within(others)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Service & Wartung', 'Klimaservice']);
  });

  it('renders page-builder content with its hero as the page title and its button resolved', async () => {
    await detail.PageBuilderContent.run();
    expect(await screen.findByRole('heading', { level: 1, name: 'Reifenwechsel zum Fixpreis' })).toBeTruthy();
    expect(await screen.findByText('Räderwechsel in 30 Minuten.')).toBeTruthy();
    const bookings = screen.getAllByRole('link', { name: 'Termin vereinbaren' }).map((link) => link.getAttribute('href'));
    expect(bookings).toEqual([`${BASE}/terminvereinbarung`, `${BASE}/terminvereinbarung`]);
  });

  it('falls back to the service’s own texts while the page-builder content loads or when it fails', async () => {
    await detail.PageBuilderLoading.run();
    expect(await heading()).toBe('Reifenservice & Einlagerung – Auto Zentrum Zürich AG');
    cleanup();
    await detail.PageBuilderFailed.run();
    expect(await heading()).toBe('Reifenservice & Einlagerung – Auto Zentrum Zürich AG');
    expect(screen.getByRole('region', { name: 'Ihre Vorteile' })).toBeTruthy();
  });

  it('renders hostile page-builder text inert', async () => {
    await detail.HostileContent.run();
    await screen.findByText('Sichtbarer Text');
    expect(document.body.querySelector('script, [onerror]')).toBeNull();
    expect(screen.getByText('Link ohne Ziel').getAttribute('href')).toBeNull();
    // the button's javascript: link is no link at all
    expect(screen.getAllByRole('link', { name: 'Termin vereinbaren' })).toHaveLength(1);
  });

  it('leaves out what the service does not have', async () => {
    await detail.OwnBookingForm.run();
    await heading();
    expect(screen.queryByText(/^ab CHF/)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Ihre Ansprechpersonen' })).toBeNull();
    expect(screen.getByRole('link', { name: /Termin vereinbaren \(öffnet/ }).getAttribute('target')).toBe('_blank');
  });
});
