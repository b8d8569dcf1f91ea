import type { Meta, StoryObj } from '@storybook/react-vite';
import { Outlet } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import type { SubDealerDetail } from '@carweb/api-contracts';
import { dealerBasePath, routeSegment, type DealerBase } from '@carweb/platform-routing';
import { absent, answer, changedAnswer, outage } from '@carweb/shared-testing-msw';
import { aboutUsRoute, locationsRoute, ourBrandsRoute, subDealerAboutUsRoute, subDealerRoute } from '../index';
import SubDealerPage from './SubDealerPage';

const BASE = '/de/haendler/auto-zentrum-zuerich';
const OERLIKON = 'auto-zentrum-zuerich-oerlikon';
const LOCATION = `dealer/:id/dealer/sub-dealers/${OERLIKON}`;
const changedLocation = (change: Partial<SubDealerDetail>) =>
  answer(
    LOCATION,
    changedAnswer<SubDealerDetail>(LOCATION, (location) => ({ ...location, ...change })),
  );

const meta = {
  title: 'Dealer/SubDealerPage',
  component: SubDealerPage,
  parameters: {
    route: {
      url: (base: DealerBase) => `${dealerBasePath(base)}/${routeSegment('locations', base.locale, base.brand.routeSegments)}/${OERLIKON}`,
      site: { frame: Outlet, pages: [aboutUsRoute, subDealerAboutUsRoute, locationsRoute, subDealerRoute, ourBrandsRoute] },
    },
  },
} satisfies Meta<typeof SubDealerPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { level: 1, name: 'Auto Zentrum Zürich – Oerlikon' });

/**
 * {base}/standorte/{slug}: picture, contact persons, contact with the week's opening hours, links to its about us
 * (only where there is one) and all locations.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Über uns – Auto Zentrum Zürich – Oerlikon' })).toHaveAttribute(
      'href',
      `${BASE}/standorte/${OERLIKON}/ueber-uns`,
    );
    await expect(canvas.getByText('Thomas Brunner')).toBeVisible();
  },
};
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    await expect(within(canvasElement).getByRole('link', { name: 'À propos de nous – Auto Zentrum Zürich – Oerlikon' })).toHaveAttribute(
      'href',
      `/fr/concessionnaire/auto-zentrum-zuerich/lieux/${OERLIKON}/a-propos-de-nous`,
    );
  },
};
/** The location has no about us: no link to it. */
export const WithoutAboutUs: Story = {
  beforeEach: ({ msw }) => msw.use(absent('dealer/:id/dealer/about-us/:id')),
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    await expect(within(canvasElement).queryByRole('link', { name: 'Über uns – Auto Zentrum Zürich – Oerlikon' })).toBeNull();
  },
};
export const NoContactPersons: Story = { beforeEach: ({ msw }) => msw.use(changedLocation({ contactPersons: [] })) };
/** Closed all week, no rating, no picture. */
export const NoHoursNoRating: Story = {
  beforeEach: ({ msw }) => msw.use(changedLocation({ openingHours: [], rating: null, locationImage: null })),
};
/** The dealer service fails: the spec's generic message (503 on the server). */
export const Outage: Story = { beforeEach: ({ msw }) => msw.use(outage(LOCATION)) };
