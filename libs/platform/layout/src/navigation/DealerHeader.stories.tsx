import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useDealerBySlug } from '@carweb/api-dealer';
import { dealerBasePath, useDealerBase } from '@carweb/platform-routing';
import { changedDealer } from '@carweb/shared-testing-msw';
import { ShellStateProvider, useMainNavigationVisibility } from '../shell/shell-state';
import { BrandHomeLink } from './BrandHomeLink';
import { DealerHeader } from './DealerHeader';
import { MenuButton } from './MenuButton';

/** A page that hides the main navigation (as a checkout step does) until the next navigation. */
function CheckoutStep() {
  const [, setVisible] = useMainNavigationVisibility();
  useEffect(() => setVisible(false), [setVisible]);
  return <h1>Kontaktdaten</h1>;
}

/** The header on its own: the frame's shell state (ShellStateProvider) around it, the page below. */
function HeaderFrame() {
  const { data: dealer } = useDealerBySlug(useDealerBase().dealerSlug);
  return (
    <ShellStateProvider>
      <DealerHeader dealer={dealer} />
      <main>
        <Outlet />
      </main>
    </ShellStateProvider>
  );
}

/**
 * Brand logo (BrandHomeLink: the brand's corporate home), dealer name (the dealer's home), main navigation and language
 * switch; on small screens behind a menu button (MenuButton).
 */
const meta = {
  title: 'Layout/DealerHeader',
  subcomponents: { BrandHomeLink, MenuButton },
  render: () => <h1>Auto Zentrum Zürich AG</h1>,
  parameters: { route: { url: dealerBasePath, site: { frame: HeaderFrame } } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The brand's logo leads to the brand's corporate home in the page language, the dealer's name to the dealer's home. */
export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const header = within(await within(canvasElement).findByRole('banner'));
    await expect(await header.findByRole('link', { name: 'Kia Schweiz – Startseite' })).toHaveAttribute('href', '/de');
    await expect(header.getByRole('link', { name: 'Auto Zentrum Zürich AG – Startseite' })).toHaveAttribute(
      'href',
      '/de/haendler/auto-zentrum-zuerich',
    );
  },
};
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Kia Suisse – Accueil' })).toHaveAttribute('href', '/fr');
  },
};
export const Italian: Story = { globals: { locale: 'it' } };
/** With the dealer's own logo beside the name. */
export const WithDealerLogo: Story = {
  beforeEach: ({ msw }) => msw.use(changedDealer({ logo: '/api/core/media/banners/logo.svg?text=AZZ' })),
};
/** A checkout step hid the main navigation: brand, dealer and language switch remain. */
export const NavigationHidden: Story = { render: () => <CheckoutStep /> };

/**
 * The menu button opens and closes the menu; Escape inside the menu closes it and gives the focus back
 * to the button (the button shows below 960 px; the story checks its state on every width).
 */
export const MobileMenu: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Menü öffnen', hidden: true });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(button).toHaveTextContent('Menü schliessen');
    canvas.getByRole('link', { name: 'Service' }).focus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
  },
};
export const LongTexts: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      changedDealer({
        name: 'Garage und Carrosserie Gebrüder Müller-Hasenfratz AG, Winterthur-Oberwinterthur',
        extraMainNavLinks: [{ label: 'Karriere und offene Lehrstellen', link: 'https://www.garage-mueller.example/karriere' }],
      }),
    ),
};
