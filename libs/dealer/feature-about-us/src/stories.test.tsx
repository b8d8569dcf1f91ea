import { composeStories } from '@storybook/react-vite';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as aboutUsStories from './about-us/AboutUsPage.stories';
import * as contactPersonsStories from './contact/ContactPersons.stories';
import * as locationContactStories from './contact/LocationContact.stories';
import * as locationsStories from './locations/LocationsPage.stories';
import * as subDealerStories from './locations/SubDealerPage.stories';
import * as ourBrandsStories from './our-brands/OurBrandsPage.stories';

const BASE = '/de/haendler/auto-zentrum-zuerich';
const link = (name: string | RegExp) => screen.getByRole('link', { name });
const hrefOf = (name: string | RegExp) => link(name).getAttribute('href');

async function play(story: { run: () => Promise<void> }, heading?: string | RegExp) {
  await story.run();
  if (heading) return screen.findByRole('heading', { level: 1, name: heading });
  return null;
}

beforeEach(() => {
  // outages and the empty SEO answer are logged where they happen; the stories cause them on purpose
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('about us (stories played through the real route loader)', () => {
  const stories = composeStories(aboutUsStories);

  it("the dealer's about us: story, people by department, contact with the week, links to our brands and the locations", async () => {
    await play(stories.Dealer, 'Über uns – Auto Zentrum Zürich AG');
    expect(screen.getByText('Gegründet 2010')).toBeTruthy();
    const people = screen.getByRole('region', { name: 'Ihre Ansprechpersonen' });
    expect(
      within(people)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Geschäftsleitung', 'Verkauf', 'Service', 'Administration']);
    expect(within(people).getByText('Thomas Brunner')).toBeTruthy();
    expect(within(people).getByRole('link', { name: 'thomas.brunner@auto-zentrum-zuerich.ch' }).getAttribute('href')).toBe(
      'mailto:thomas.brunner@auto-zentrum-zuerich.ch',
    );
    expect(hrefOf('Unsere Marken')).toBe(`${BASE}/ueber-uns/markenseiten`);
    expect(hrefOf('Alle Standorte')).toBe(`${BASE}/standorte`);
    const contact = screen.getByRole('region', { name: 'Kontakt' });
    expect(within(contact).getByRole('link', { name: '+41 44 123 45 67' }).getAttribute('href')).toBe('tel:+41441234567');
    expect(within(contact).getByText('Montag').nextSibling?.textContent).toBe('07:30 – 12:00, 13:30 – 18:30');
    expect(within(contact).getByText('Sonntag').nextSibling?.textContent).toBe('Geschlossen');
    const route = within(contact).getByRole('link', { name: /Route planen/ });
    expect(route.getAttribute('target')).toBe('_blank');
    expect(route.getAttribute('href')).toContain('https://www.google.com/maps/dir/?api=1&destination=Badenerstrasse%20500');
  });

  it('in French with the French segments', async () => {
    await play(stories.French, 'À propos de nous – Auto Zentrum Zürich AG');
    expect(hrefOf('Nos marques')).toBe('/fr/concessionnaire/auto-zentrum-zuerich/a-propos-de-nous/pages-de-marques');
    expect(screen.getByText('Fondé en 2010')).toBeTruthy();
  });

  it("a location's about us shows its own contact and links back to it and to the dealer's about us", async () => {
    await play(stories.SubDealer, 'Über uns – Auto Zentrum Zürich – Oerlikon');
    expect(hrefOf('Zurück zu Auto Zentrum Zürich – Oerlikon')).toBe(`${BASE}/standorte/auto-zentrum-zuerich-oerlikon`);
    expect(hrefOf('Über uns – Auto Zentrum Zürich AG')).toBe(`${BASE}/ueber-uns`);
    expect(screen.getByText(/Thurgauerstrasse 40/)).toBeTruthy();
    cleanup();
    await play(stories.SubDealerWithoutDealerAboutUs, 'Über uns – Auto Zentrum Zürich – Oerlikon');
    expect(screen.queryByRole('link', { name: 'Über uns – Auto Zentrum Zürich AG' })).toBeNull();
  });

  it('without contact persons says how to reach the location; an outage shows the generic message', async () => {
    await play(stories.NoContactPersons, 'Über uns – Auto Zentrum Zürich AG');
    expect(screen.getByText(/keine Ansprechpersonen erfasst/)).toBeTruthy();
    cleanup();
    await play(stories.Outage);
    expect((await screen.findByRole('alert')).textContent).toBe('Es ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.');
  });
});

describe('locations and a sub-dealer', () => {
  const locations = composeStories(locationsStories);
  const subDealer = composeStories(subDealerStories);

  it('lists the head office and every sub-dealer, each with the way to its page', async () => {
    await play(locations.Default, 'Unsere Standorte');
    expect(screen.getByText('Auto Zentrum Zürich AG ist an 3 Standorten für Sie da.')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Auto Zentrum Zürich AG',
      'Auto Zentrum Zürich – Oerlikon',
      'Auto Zentrum Zürich – Dietikon',
    ]);
    expect(hrefOf('Über uns – Auto Zentrum Zürich AG')).toBe(`${BASE}/ueber-uns`);
    expect(hrefOf('Mehr zu Auto Zentrum Zürich – Dietikon')).toBe(`${BASE}/standorte/auto-zentrum-zuerich-dietikon`);
    cleanup();
    await play(locations.WithoutHeadOfficeAboutUs, 'Unsere Standorte');
    expect(screen.queryByRole('link', { name: 'Über uns – Auto Zentrum Zürich AG' })).toBeNull();
  });

  it('a sub-dealer page links to its about us only where there is one', async () => {
    await play(subDealer.Default, 'Auto Zentrum Zürich – Oerlikon');
    expect(hrefOf('Über uns – Auto Zentrum Zürich – Oerlikon')).toBe(`${BASE}/standorte/auto-zentrum-zuerich-oerlikon/ueber-uns`);
    expect(screen.getByText('Laura Meier')).toBeTruthy();
    cleanup();
    await play(subDealer.WithoutAboutUs, 'Auto Zentrum Zürich – Oerlikon');
    expect(screen.queryByRole('link', { name: 'Über uns – Auto Zentrum Zürich – Oerlikon' })).toBeNull();
    cleanup();
    await play(subDealer.French, 'Auto Zentrum Zürich – Oerlikon');
    expect(hrefOf('À propos de nous – Auto Zentrum Zürich – Oerlikon')).toBe(
      '/fr/concessionnaire/auto-zentrum-zuerich/lieux/auto-zentrum-zuerich-oerlikon/a-propos-de-nous',
    );
  });
});

describe('our brands', () => {
  const stories = composeStories(ourBrandsStories);

  it("each brand with its models, linked into the dealer's vehicle market filtered by make and model", async () => {
    await play(stories.Default, 'Unsere Marken');
    expect(screen.getByRole('heading', { level: 2, name: 'Kia' })).toBeTruthy();
    expect(hrefOf('Fahrzeuge von Kia ansehen')).toBe(`${BASE}/auto-finden?make=Kia`);
    expect(hrefOf(/Kia Picanto/)).toBe(`${BASE}/auto-finden?make=Kia&model%5B%5D=101`);
    expect(link(/Kia Picanto/).textContent).toContain("ab CHF 16'950.–");
  });

  it('a dealer without vehicle market shows the models without links; several brands one section each', async () => {
    await play(stories.WithoutVehicleMarket, 'Unsere Marken');
    expect(screen.getByText('Kia Picanto')).toBeTruthy();
    expect(screen.queryAllByRole('link').filter((a) => a.getAttribute('href')?.includes('/auto-finden'))).toEqual([]);
    cleanup();
    await play(stories.SeveralBrands, 'Unsere Marken');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Kia', 'Citroën']);
  });
});

describe('parts: contact and contact persons', () => {
  const contact = composeStories(locationContactStories);
  const persons = composeStories(contactPersonsStories);

  it("today's opening hours in Swiss time, both intervals of the day; closed on Sunday", async () => {
    await contact.OpenToday.run();
    expect(await screen.findByText('Heute geöffnet: 07:30 – 12:00, 13:30 – 18:30')).toBeTruthy();
    cleanup();
    await contact.ClosedToday.run();
    expect(await screen.findByText('Heute geschlossen')).toBeTruthy();
  });

  it('a card has no heading of its own and no week; without rating none is shown', async () => {
    await contact.InCard.run();
    await screen.findByText(/Heute geöffnet/);
    expect(screen.queryByRole('heading')).toBeNull();
    cleanup();
    await contact.NoRatingNoHours.run();
    await screen.findByText('Heute geschlossen');
    expect(screen.queryByText(/Bewertung/)).toBeNull();
  });

  it('contact persons without department are one list; none says so', async () => {
    await persons.WithoutDepartments.run();
    expect(await screen.findByText('Laura Meier')).toBeTruthy();
    expect(screen.queryAllByRole('heading', { level: 3 })).toEqual([]);
    cleanup();
    await persons.Empty.run();
    expect(await screen.findByText(/keine Ansprechpersonen erfasst/)).toBeTruthy();
  });

  it('long names, positions and addresses are shown whole (they wrap, nothing is cut)', async () => {
    await persons.LongTexts.run();
    expect((await screen.findAllByText(/-Oberholzer von Wattenwyl$/, { selector: 'p' })).length).toBe(2);
    cleanup();
    await contact.LongTexts.run();
    expect(await screen.findByText(/2\. Untergeschoss\)/)).toBeTruthy();
  });
});
