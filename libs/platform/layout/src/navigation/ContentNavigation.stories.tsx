import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { NavigationContent } from '@carweb/api-contracts';
import { dealerBasePath, routeSegment, useDealerBase, type DealerBase, type RouteKey } from '@carweb/platform-routing';
import { testDealer } from '@carweb/shared-testing';
import { answer, outage, pending } from '@carweb/shared-testing-msw';
import { ContentNavigation } from './ContentNavigation';
import { mainNavigation } from './main-navigation';
import { MainNavigation } from './MainNavigation';

/** The content service's multilease navigation (GraphQL multileaseNavigation), paths in the content's words. */
const NAVIGATION: NavigationContent = {
  navItems: [
    {
      label: 'Fahrzeuge',
      url: '/de/auto-finden',
      children: [
        { label: 'Neuwagen', url: '/de/auto-finden?cond[]=new' },
        { label: 'Occasionen', url: '/de/auto-finden?cond[]=used' },
        { label: 'Vorführwagen', url: '/de/auto-finden?cond[]=demo' },
      ],
    },
    { label: 'Leasing-Rechner', url: 'https://www.multilease.ch/de/rechner', children: [] },
    { label: 'Über uns', url: '/de/about-us', children: [{ label: 'Karriere', url: '/de/jobs' }] },
  ],
  ctaList: [
    { label: 'Händlersuche', url: '/dealer-search', icon: 'pin' },
    { label: 'Probefahrt', url: '/de/test-drive', icon: 'steering-wheel' },
  ],
  vehicleMarketLinks: [{ label: 'Neuwagen', url: '/de/auto-finden?cond[]=new' }],
};

const FRENCH: NavigationContent = {
  navItems: [
    {
      label: 'Véhicules',
      url: '/fr/trouver-un-vehicule',
      children: [
        { label: 'Véhicules neufs', url: '/fr/trouver-un-vehicule?cond[]=new' },
        { label: "Véhicules d'occasion", url: '/fr/trouver-un-vehicule?cond[]=used' },
        { label: 'Véhicules de démonstration', url: '/fr/trouver-un-vehicule?cond[]=demo' },
      ],
    },
    { label: 'Calculateur de leasing', url: 'https://www.multilease.ch/fr/calculateur', children: [] },
    { label: 'À propos de nous', url: '/fr/a-propos-de-nous', children: [] },
  ],
  ctaList: [
    { label: 'Recherche de concessionnaires', url: '/dealer-search', icon: 'pin' },
    { label: 'Réserver un essai sur route', url: '/fr/essai-sur-route', icon: 'steering-wheel' },
  ],
  vehicleMarketLinks: [],
};

const LONG: NavigationContent = {
  ...NAVIGATION,
  navItems: [
    {
      label: 'Fahrzeuge, Occasionen und Vorführwagen aller Marken',
      url: '/de/auto-finden',
      children: [
        { label: 'Junge Occasionen mit Garantie und Leasing ab 1.99 %', url: '/de/auto-finden?cond[]=used' },
        { label: 'Elektro- und Plug-in-Hybridfahrzeuge sofort verfügbar', url: '/de/auto-finden?fuel[]=electric' },
      ],
    },
    ...NAVIGATION.navItems.slice(1),
  ],
};

/** The pages the story's site has: the dealer home, vehicle market, about us, test drive and the dealer search. */
function siteRoutes(base: DealerBase, Frame: () => React.ReactNode): RouteObject[] {
  const dealerHome = dealerBasePath(base);
  const segment = (key: RouteKey) => routeSegment(key, base.locale, base.brand.routeSegments);
  const page = (path: string, title: string): RouteObject => ({ path, element: <h1>{title}</h1> });
  return [
    {
      path: '/',
      element: <Frame />,
      children: [
        page(dealerHome, 'Auto Zentrum Zürich AG'),
        page(`${dealerHome}/${segment('vehicleMarket')}`, 'Fahrzeugmarkt'),
        page(`${dealerHome}/${segment('aboutUs')}`, 'Über uns'),
        page(`${dealerHome}/${segment('testDrive')}`, 'Probefahrt'),
        page(`/${base.locale}/${segment('dealerSearch')}`, 'Händlersuche'),
        page('*', 'Seite nicht gefunden'),
      ],
    },
  ];
}

/** The header of a multilease dealer page: the content navigation, the dealer's standard navigation as its fallback. */
function NavigationStory() {
  const base = useDealerBase();
  const [router] = useState(() =>
    createMemoryRouter(
      siteRoutes(base, function Frame() {
        return (
          <>
            <header style={{ padding: '0 1rem', minHeight: 260 }}>
              <ContentNavigation fallback={<MainNavigation entries={mainNavigation(testDealer(), base)} />} />
            </header>
            <main>
              <Outlet />
            </main>
          </>
        );
      }),
      { initialEntries: [dealerBasePath(base)] },
    ),
  );
  return <RouterProvider router={router} />;
}

const content = (navigation: NavigationContent) => ({ data: { multileaseNavigation: navigation } });

/**
 * The main navigation of the multilease brand (brand config `navigationSource`): the content service's items
 * and groups (disclosure menus), then its call-to-action links. Links to pages the site does not have are left out
 * ("Karriere"); without content the dealer's standard navigation stands in.
 */
const meta = {
  title: 'Layout/ContentNavigation',
  component: ContentNavigation,
  // the story renders the component itself, with the dealer's standard one as its fallback
  args: { fallback: null },
  globals: { brand: 'multilease' },
  render: () => <NavigationStory />,
  beforeEach: ({ msw }) => msw.use(answer('content/graphql', content(NAVIGATION))),
} satisfies Meta<typeof ContentNavigation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Vehicles (a group), the leasing calculator (external), about us; dealer search and test drive as quick links. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const quick = await canvas.findByRole('navigation', { name: 'Schnellzugriff' });
    await expect(within(quick).getByRole('link', { name: 'Probefahrt' })).toHaveAttribute(
      'href',
      '/de/haendler/auto-zentrum-zuerich/probefahrt',
    );
    await expect(within(quick).getByRole('link', { name: 'Händlersuche' })).toHaveAttribute('href', '/de/haendlersuche');
    await expect(canvas.getByRole('link', { name: /Leasing-Rechner/ })).toHaveAttribute('target', '_blank');
    // no career page on this site: the link is left out
    await expect(canvas.queryByRole('link', { name: 'Karriere' })).toBeNull();
  },
};

/** The vehicles group opens with Enter, its first link takes the focus by Tab, Escape closes it (focus back), Space opens it. */
export const SubmenuByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Fahrzeuge' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = within(document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement);
    await expect(menu.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Übersicht',
      'Neuwagen',
      'Occasionen',
      'Vorführwagen',
    ]);
    await userEvent.tab();
    await expect(menu.getByRole('link', { name: 'Übersicht' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Choosing a link of the group goes to the page and closes the group. */
export const SubmenuNavigates: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Fahrzeuge' });
    await userEvent.click(button);
    await userEvent.click(canvas.getByRole('link', { name: 'Occasionen' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Fahrzeugmarkt' })).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  beforeEach: ({ msw }) => msw.use(answer('content/graphql', content(FRENCH))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Véhicules' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Réserver un essai sur route' })).toHaveAttribute(
      'href',
      '/fr/concessionnaire/auto-zentrum-zuerich/essai-sur-route',
    );
  },
};

export const LongTexts: Story = {
  beforeEach: ({ msw }) => msw.use(answer('content/graphql', content(LONG))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Fahrzeuge, Occasionen und Vorführwagen aller Marken' }));
    await expect(canvas.getByRole('link', { name: 'Junge Occasionen mit Garantie und Leasing ab 1.99 %' })).toBeVisible();
  },
};

/** The content service fails: the dealer's standard navigation (with its locations menu), no quick links. */
export const ContentFailing: Story = {
  beforeEach: ({ msw }) => msw.use(outage('content/graphql')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Standorte' })).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('navigation', { name: 'Schnellzugriff' })).toBeNull());
  },
};

/** No content (yet): the same standard navigation while it loads in the browser. */
export const ContentLoading: Story = { beforeEach: ({ msw }) => msw.use(pending('content/graphql')) };
