import type { Meta, StoryObj } from '@storybook/react-vite';
import { Outlet } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { dealerBasePath, routeSegment, type DealerBase } from '@carweb/platform-routing';
import { absent, answer, outage, recordedAnswer } from '@carweb/shared-testing-msw';
import { aboutUsRoute, locationsRoute, ourBrandsRoute, subDealerAboutUsRoute, subDealerRoute } from '../index';
import { subDealerFixture } from '../testing/about-us.fixtures';
import LocationsPage from './LocationsPage';

const BASE = '/de/haendler/auto-zentrum-zuerich';
const DETAILS = 'dealer/:id/dealer/sub-dealers/detail';
/** sub-dealers/detail of both locations: the sandbox's answers of each (in the call's language). */
const bothLocations = (url: URL) =>
  ['auto-zentrum-zuerich-oerlikon', 'auto-zentrum-zuerich-dietikon'].map((slug) =>
    recordedAnswer<object>(`dealer/:id/dealer/sub-dealers/${slug}`, url.searchParams.get('locale') ?? 'de'),
  );

const meta = {
  title: 'Dealer/LocationsPage',
  component: LocationsPage,
  parameters: {
    route: {
      url: (base: DealerBase) => `${dealerBasePath(base)}/${routeSegment('locations', base.locale, base.brand.routeSegments)}`,
      site: { frame: Outlet, pages: [aboutUsRoute, subDealerAboutUsRoute, locationsRoute, subDealerRoute, ourBrandsRoute] },
    },
  },
  beforeEach: ({ msw }) => msw.use(answer(DETAILS, bothLocations)),
} satisfies Meta<typeof LocationsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvasElement: HTMLElement) => within(canvasElement).findByRole('heading', { level: 1, name: 'Unsere Standorte' });

/** {base}/standorte: the head office and both sub-dealers, each with contact, today's hours and the way to its page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Auto Zentrum Zürich AG ist an 3 Standorten für Sie da.')).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Auto Zentrum Zürich AG',
      'Auto Zentrum Zürich – Oerlikon',
      'Auto Zentrum Zürich – Dietikon',
    ]);
    await expect(canvas.getByRole('link', { name: 'Über uns – Auto Zentrum Zürich AG' })).toHaveAttribute('href', `${BASE}/ueber-uns`);
    await expect(canvas.getByRole('link', { name: 'Mehr zu Auto Zentrum Zürich – Dietikon' })).toHaveAttribute(
      'href',
      `${BASE}/standorte/auto-zentrum-zuerich-dietikon`,
    );
  },
};
export const French: Story = { globals: { locale: 'fr' } };
/** The head office has no about us: its card has no link. */
export const WithoutHeadOfficeAboutUs: Story = {
  beforeEach: ({ msw }) => msw.use(absent('dealer/:id/dealer/about-us')),
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    await expect(within(canvasElement).queryByRole('link', { name: 'Über uns – Auto Zentrum Zürich AG' })).toBeNull();
  },
};
/** One location without picture, rating or opening hours, and very long names and addresses. */
export const LongTexts: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      answer(DETAILS, [
        subDealerFixture('auto-zentrum-zuerich-oerlikon', {
          name: 'Auto Zentrum Zürich – Oerlikon, Seebach, Affoltern und Schwamendingen',
          street: 'Thurgauerstrasse 40 (Einfahrt Hagenholzstrasse, Gebäude C, 2. Untergeschoss)',
          email: 'kundendienst.oerlikon-seebach-affoltern@auto-zentrum-zuerich.ch',
        }),
        subDealerFixture('auto-zentrum-zuerich-dietikon', { locationImage: null, rating: null, openingHours: [] }),
      ]),
    ),
};
/** The sub-dealer details fail: the spec's generic message (503 on the server). */
export const Outage: Story = { beforeEach: ({ msw }) => msw.use(outage(DETAILS)) };
