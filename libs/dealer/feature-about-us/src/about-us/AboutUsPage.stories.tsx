import type { Meta, StoryObj } from '@storybook/react-vite';
import { Outlet } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import type { AboutUs } from '@carweb/api-contracts';
import { dealerBasePath, routeSegment, type DealerBase, type RouteKey } from '@carweb/platform-routing';
import { absent, answer, changedAnswer, outage } from '@carweb/shared-testing-msw';
import { aboutUsRoute, locationsRoute, ourBrandsRoute, subDealerAboutUsRoute, subDealerRoute } from '../index';
import AboutUsPage from './AboutUsPage';

const BASE = '/de/haendler/auto-zentrum-zuerich';
const ABOUT_US = 'dealer/:id/dealer/about-us';
const segment = (key: RouteKey, base: DealerBase) => routeSegment(key, base.locale, base.brand.routeSegments);

/** The page at `path(base)` as the site serves it: its route's loader, the dealer and the backend answered by MSW. */
const at = (path: (base: DealerBase) => string) => ({
  route: {
    url: (base: DealerBase) => `${dealerBasePath(base)}/${path(base)}`,
    site: { frame: Outlet, pages: [aboutUsRoute, subDealerAboutUsRoute, locationsRoute, subDealerRoute, ourBrandsRoute] },
  },
});
const dealerAboutUs = at((base) => segment('aboutUs', base));
const oerlikonAboutUs = at((base) => `${segment('locations', base)}/auto-zentrum-zuerich-oerlikon/${segment('aboutUs', base)}`);

const changedAboutUs = (change: (aboutUs: AboutUs) => AboutUs) => answer(ABOUT_US, changedAnswer<AboutUs>(ABOUT_US, change));
const hrefOf = (canvas: ReturnType<typeof within>, name: string | RegExp) => canvas.getByRole('link', { name }).getAttribute('href');
const heading = (canvasElement: HTMLElement, name: string) => within(canvasElement).findByRole('heading', { level: 1, name });

const meta = {
  title: 'Dealer/AboutUsPage',
  component: AboutUsPage,
  parameters: dealerAboutUs,
} satisfies Meta<typeof AboutUsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * {base}/ueber-uns: the story, the people by department, contact and the week's opening hours; links to our brands
 * and the locations.
 */
export const Dealer: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Über uns – Auto Zentrum Zürich AG');
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Gegründet 2010')).toBeVisible();
    const people = canvas.getByRole('region', { name: 'Ihre Ansprechpersonen' });
    await expect(
      within(people)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Geschäftsleitung', 'Verkauf', 'Service', 'Administration']);
    await expect(within(people).getByText('Thomas Brunner')).toBeVisible();
    await expect(within(people).getByRole('link', { name: 'thomas.brunner@auto-zentrum-zuerich.ch' })).toHaveAttribute(
      'href',
      'mailto:thomas.brunner@auto-zentrum-zuerich.ch',
    );
    await expect(hrefOf(canvas, 'Unsere Marken')).toBe(`${BASE}/ueber-uns/markenseiten`);
    await expect(hrefOf(canvas, 'Alle Standorte')).toBe(`${BASE}/standorte`);
    const contact = canvas.getByRole('region', { name: 'Kontakt' });
    await expect(within(contact).getByRole('link', { name: '+41 44 123 45 67' })).toHaveAttribute('href', 'tel:+41441234567');
    await expect(within(contact).getByText('Montag').nextSibling?.textContent).toBe('07:30 – 12:00, 13:30 – 18:30');
    await expect(within(contact).getByText('Sonntag').nextSibling?.textContent).toBe('Geschlossen');
    const route = within(contact).getByRole('link', { name: /Route planen/ });
    await expect(route).toHaveAttribute('target', '_blank');
    await expect(route.getAttribute('href')).toContain('https://www.google.com/maps/dir/?api=1&destination=Badenerstrasse%20500');
  },
};
/** In French with the French segments. */
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'À propos de nous – Auto Zentrum Zürich AG');
    const canvas = within(canvasElement);
    await expect(hrefOf(canvas, 'Nos marques')).toBe('/fr/concessionnaire/auto-zentrum-zuerich/a-propos-de-nous/pages-de-marques');
    await expect(canvas.getByText('Fondé en 2010')).toBeVisible();
  },
};
/** {base}/standorte/{slug}/ueber-uns: a location's about us, its own contact, linked back to the location and to the dealer's about us. */
export const SubDealer: Story = {
  parameters: oerlikonAboutUs,
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Über uns – Auto Zentrum Zürich – Oerlikon');
    const canvas = within(canvasElement);
    await expect(hrefOf(canvas, 'Zurück zu Auto Zentrum Zürich – Oerlikon')).toBe(`${BASE}/standorte/auto-zentrum-zuerich-oerlikon`);
    await expect(hrefOf(canvas, 'Über uns – Auto Zentrum Zürich AG')).toBe(`${BASE}/ueber-uns`);
    await expect(canvas.getByText(/Thurgauerstrasse 40/)).toBeVisible();
  },
};
/** The dealer has no about us of its own: the location's page does not link to it. */
export const SubDealerWithoutDealerAboutUs: Story = {
  parameters: oerlikonAboutUs,
  beforeEach: ({ msw }) => msw.use(absent(ABOUT_US)),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Über uns – Auto Zentrum Zürich – Oerlikon');
    await expect(within(canvasElement).queryByRole('link', { name: 'Über uns – Auto Zentrum Zürich AG' })).toBeNull();
  },
};
/** Nobody is listed: the page says how to reach the location instead. */
export const NoContactPersons: Story = {
  beforeEach: ({ msw }) => msw.use(changedAboutUs((aboutUs) => ({ ...aboutUs, employees: [] }))),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Über uns – Auto Zentrum Zürich AG');
    await expect(within(canvasElement).getByText(/keine Ansprechpersonen erfasst/)).toBeVisible();
  },
};
export const LongTexts: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      changedAboutUs((aboutUs) => ({
        ...aboutUs,
        headline: 'Über uns – Garage und Carrosserie Auto Zentrum Zürich-Altstetten und Umgebung AG',
        paragraphs: Array.from({ length: 4 }, () => aboutUs.paragraphs.join(' ')),
        employees: aboutUs.employees.map((person) => ({
          ...person,
          name: `${person.name}-Oberholzer von Wattenwyl`,
          position: `${person.position} und stellvertretende Leitung Kundendienst Region Nord`,
          email: `${person.email.split('@')[0]}.oberholzer-von-wattenwyl@auto-zentrum-zuerich-altstetten.ch`,
        })),
      })),
    ),
};
/** The dealer service fails: the spec's generic message (503 on the server), never a redirect. */
export const Outage: Story = {
  beforeEach: ({ msw }) => msw.use(outage(ABOUT_US)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Es ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.',
    );
  },
};
