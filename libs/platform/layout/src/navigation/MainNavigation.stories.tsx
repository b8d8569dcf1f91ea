import type { Meta, StoryObj } from '@storybook/react-vite';
import { Outlet } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { useDealerBySlug } from '@carweb/api-dealer';
import { dealerBasePath, useDealerBase } from '@carweb/platform-routing';
import { changedDealer } from '@carweb/shared-testing-msw';
import { mainNavigation, type NavEntry } from './main-navigation';
import { MainNavigation } from './MainNavigation';
import { NavItem } from './NavItem';
import { SubMenu } from './SubMenu';

const HOME = '/de/haendler/auto-zentrum-zuerich';

/** The navigation of the story's dealer as the header builds it (SPEC §2 entries). */
function NavigationFrame() {
  const base = useDealerBase();
  const { data: dealer } = useDealerBySlug(base.dealerSlug);
  return (
    <>
      <header style={{ padding: '0 1rem', minHeight: 220 }}>
        <MainNavigation entries={mainNavigation(dealer, base)} />
      </header>
      <main>
        <Outlet />
      </main>
    </>
  );
}

/**
 * The main navigation: links (NavItem; the current page marked, external ones in a new window) and the
 * locations disclosure menu (SubMenu).
 */
const meta = {
  title: 'Layout/MainNavigation',
  component: MainNavigation,
  args: { entries: [] },
  render: () => <h1>Auto Zentrum Zürich AG</h1>,
  parameters: { route: { url: dealerBasePath, site: { frame: NavigationFrame } } },
} satisfies Meta<typeof MainNavigation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Vehicles, service, trade-in, the locations menu, model range and the dealer's extra link (external). */
export const WithLocations: Story = {};
export const French: Story = { globals: { locale: 'fr' } };
/** Without sub-dealers: "about us" instead of the locations menu. */
export const WithoutLocations: Story = { beforeEach: ({ msw }) => msw.use(changedDealer({ subDealers: [], extraMainNavLinks: [] })) };
/** A service dealer: no vehicles, trade-in or model range. */
export const ServiceDealer: Story = { beforeEach: ({ msw }) => msw.use(changedDealer({ type: 'service', hasCars: false })) };

/** The locations menu opens with Enter, closes with Escape (focus back on its button), and opens again with Space. */
export const LocationsMenuByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Standorte' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const overview = canvas.getByRole('link', { name: 'Übersicht' });
    await expect(overview).toBeVisible();
    await userEvent.tab();
    await expect(overview).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();
    await expect(canvas.queryByRole('link', { name: 'Übersicht' })).not.toBeInTheDocument();
    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  },
};

/** A click outside closes the open menu. */
export const LocationsMenuClickOutside: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Standorte' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('main'));
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};
export const LongTexts: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      changedDealer({
        extraMainNavLinks: [
          { label: 'Karriere und offene Lehrstellen in Werkstatt und Verkauf', link: 'https://www.auto-zentrum-zuerich.ch/karriere' },
          { label: 'Carrosserie- und Lackierwerkstatt', link: 'https://www.auto-zentrum-zuerich.ch/carrosserie' },
        ],
      }),
    ),
};

const LOCATIONS: NavEntry = {
  key: 'locations',
  label: { message: 'locations' },
  children: [
    { key: 'overview', label: { message: 'locationsOverview' }, href: `${HOME}/standorte` },
    {
      key: 'oerlikon',
      label: { text: 'Auto Zentrum Zürich – Oerlikon' },
      href: `${HOME}/standorte/auto-zentrum-zuerich-oerlikon`,
    },
  ],
};
const CAREER: NavEntry = {
  key: 'career',
  label: { text: 'Karriere' },
  href: 'https://www.auto-zentrum-zuerich.ch/karriere',
  external: true,
};
const SERVICE: NavEntry = { key: 'service', label: { message: 'service' }, href: `${HOME}/service` };

/** The parts on their own: a disclosure menu (SubMenu), an internal and an external link (NavItem). */
export const Parts: Story = {
  parameters: {
    route: {
      url: HOME,
      site: {
        frame: () => (
          <>
            <nav aria-label="Teile" style={{ minHeight: 160 }}>
              <ul>
                <SubMenu entry={LOCATIONS} />
                <li>
                  <NavItem entry={SERVICE} />
                </li>
                <li>
                  <NavItem entry={CAREER} />
                </li>
              </ul>
            </nav>
            <main>
              <Outlet />
            </main>
          </>
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Standorte' }));
    await userEvent.click(canvas.getByRole('link', { name: 'Auto Zentrum Zürich – Oerlikon' }));
    await expect(canvas.getByRole('button', { name: 'Standorte' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('link', { name: /Karriere/ })).toHaveAttribute('target', '_blank');
  },
};
