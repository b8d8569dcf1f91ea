import type { Meta, StoryObj } from '@storybook/react-vite';
import { Outlet } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { dealerBasePath, routeSegment, type DealerBase } from '@carweb/platform-routing';
import { answer, changedDealer, outage } from '@carweb/shared-testing-msw';
import { aboutUsRoute, locationsRoute, ourBrandsRoute, subDealerAboutUsRoute, subDealerRoute } from '../index';
import { brandPageFixture } from '../testing/about-us.fixtures';
import OurBrandsPage from './OurBrandsPage';

const BASE = '/de/haendler/auto-zentrum-zuerich';
const segment = (base: DealerBase, key: 'aboutUs' | 'brandPages') => routeSegment(key, base.locale, base.brand.routeSegments);

const meta = {
  title: 'Dealer/OurBrandsPage',
  component: OurBrandsPage,
  parameters: {
    route: {
      url: (base: DealerBase) => `${dealerBasePath(base)}/${segment(base, 'aboutUs')}/${segment(base, 'brandPages')}`,
      site: { frame: Outlet, pages: [aboutUsRoute, subDealerAboutUsRoute, locationsRoute, subDealerRoute, ourBrandsRoute] },
    },
  },
} satisfies Meta<typeof OurBrandsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const CITROEN = brandPageFixture({
  brand: 'citroen',
  name: 'Citroën',
  headline: 'Die Welt von Citroën',
  introText: 'Entdecken Sie die aktuellen Modelle von Citroën bei Ihrem Händler in der Schweiz.',
  logo: '/api/core/media/banners/logo-citroen.svg?text=Citro%C3%ABn',
});
const heading = (canvasElement: HTMLElement) => within(canvasElement).findByRole('heading', { level: 1, name: 'Unsere Marken' });

/** {base}/ueber-uns/markenseiten: each brand with its models, linked into the dealer's vehicle market by make and model. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Kia' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Fahrzeuge von Kia ansehen' })).toHaveAttribute('href', `${BASE}/auto-finden?make=Kia`);
    const picanto = canvas.getByRole('link', { name: /Kia Picanto/ });
    await expect(picanto).toHaveAttribute('href', `${BASE}/auto-finden?make=Kia&model%5B%5D=101`);
    await expect(picanto.textContent).toContain("ab CHF 16'950.–");
  },
};
export const French: Story = { globals: { locale: 'fr' } };
/** A multi-brand dealer: one section per brand page. */
export const SeveralBrands: Story = {
  beforeEach: ({ msw }) => msw.use(changedDealer({ brandsPages: ['kia', 'citroen'] }), answer('model/brand-world/page/citroen', CITROEN)),
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    await expect(
      within(canvasElement)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Kia', 'Citroën']);
  },
};
/** A service dealer without cars has no vehicle market: the models are not links. */
export const WithoutVehicleMarket: Story = {
  beforeEach: ({ msw }) => msw.use(changedDealer({ type: 'service', hasCars: false })),
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Kia Picanto')).toBeVisible();
    await expect(canvas.queryAllByRole('link').filter((a) => a.getAttribute('href')?.includes('/auto-finden'))).toEqual([]);
  },
};
/** The model service fails: the spec's generic message (503 on the server). */
export const Outage: Story = { beforeEach: ({ msw }) => msw.use(outage('model/brand-world/page/kia')) };
