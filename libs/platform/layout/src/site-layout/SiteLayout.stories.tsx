import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { Link, Outlet, type RouteObject } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { FooterContent, NavigationContent } from '@carweb/api-contracts';
import { RouteEnvProvider, routeSegment, sitePagePath, useRouteEnv, type RouteKey } from '@carweb/platform-routing';
import { answer, outage, pending } from '@carweb/shared-testing-msw';
import { GenericErrorMessage } from '../not-found/GenericErrorMessage';
import { BrandHomeLink } from '../navigation/BrandHomeLink';
import { SiteHeader } from '../navigation/SiteHeader';
import { SiteFooter } from './SiteFooter';
import { SiteFrame, SiteLayout } from './SiteLayout';

/** A brand's own site pages in the footer (e.g. its brand forms). */
const BRAND_FORMS = (
  <ul aria-label="Formulare">
    <li>
      <Link to="/de/kontakt">Kontaktformular</Link>
    </li>
    <li>
      <Link to="/de/newsletter">Newsletter abonnieren</Link>
    </li>
  </ul>
);

function DealerSearchStandIn() {
  return <h1>Händlersuche</h1>;
}

/** The brand's navigation as the content service gives it (GraphQL navigation), paths in the content's words. */
const NAVIGATION: NavigationContent = {
  navItems: [
    {
      label: 'Fahrzeuge',
      url: '/de/auto-finden',
      children: [
        { label: 'Neuwagen', url: '/de/auto-finden?cond[]=new' },
        { label: 'Occasionen', url: '/de/auto-finden?cond[]=used' },
      ],
    },
    { label: 'Modelle', url: '/de/modelle', children: [] },
    { label: 'Aktionen', url: '/de/aktionen', children: [{ label: 'News', url: '/news' }] },
    // the site has no "about us" of the brand (only a dealer's): left out
    { label: 'Über uns', url: '/de/about-us', children: [] },
  ],
  ctaList: [
    { label: 'Händlersuche', url: '/dealer-search', icon: 'pin' },
    { label: 'Kontakt', url: '/de/kontakt', icon: 'mail' },
  ],
  vehicleMarketLinks: [
    { label: 'Fahrzeugmarkt entdecken', url: '/de/fahrzeugmarkt' },
    { label: 'Elektroautos', url: '/de/kategorie/elektroautos' },
  ],
};

/** The French content; one link still in German words (the site writes it in French). */
const FRENCH: NavigationContent = {
  navItems: [
    { label: 'Véhicules', url: '/fr/trouver-un-vehicule', children: [] },
    { label: 'Magazine', url: '/fr/magazine', children: [] },
  ],
  ctaList: [{ label: 'Trouver un concessionnaire', url: '/dealer-search', icon: 'pin' }],
  vehicleMarketLinks: [{ label: 'Découvrir le marché automobile', url: '/de/fahrzeugmarkt' }],
};

const FOOTER: FooterContent = {
  linkItems: [
    {
      title: 'Fahrzeuge',
      links: [
        { label: 'Fahrzeugmarkt entdecken', url: '/de/fahrzeugmarkt' },
        { label: 'Elektroautos', url: '/de/kategorie/elektroautos' },
      ],
    },
    {
      title: 'Unternehmen',
      links: [
        { label: 'Karriere', url: '/jobs' },
        { label: 'Kontakt', url: '/de/kontakt' },
      ],
    },
    // a group whose only page the site does not have: left out
    { title: 'Service', links: [{ label: 'Servicetermin', url: '/de/service' }] },
  ],
  social: [{ type: 'instagram', url: 'https://www.instagram.com/kiach' }],
  legalLinks: [
    { label: 'Datenschutz', url: 'https://www.kia.ch/de/privacy' },
    { label: 'Cookie-Einstellungen', url: 'javascript:void(0)' },
  ],
  copyrightText: '© Kia Schweiz. Alle Rechte vorbehalten.',
  footnote: 'Alle Preise inkl. MwSt.',
  contactItems: [
    { type: 'phone', label: 'Hotline', value: '+41 44 000 00 00', url: 'tel:+41440000000' },
    { type: 'address', label: 'Adresse', value: 'Kia Schweiz, Zürich', url: null },
  ],
};

/** The content service's answers by GraphQL field: navigation (or multileaseNavigation) and footer. */
const content = (navigation: NavigationContent, footer: FooterContent = FOOTER) =>
  answer('content/graphql', (url) => {
    const field = /\{\s*(\w+)/.exec(url.searchParams.get('query') ?? '')?.[1] ?? '';
    return { data: { [field]: /navigation/i.test(field) ? navigation : footer } };
  });

/** The site pages a content link may lead to (the story's route tree has the dealer search only), in each language. */
const SITE_PAGES: RouteKey[] = [
  'dealerSearch',
  'vehicleMarket',
  'vehicleMarketHome',
  'models',
  'campaigns',
  'news',
  'magazine',
  'jobs',
  'contact',
];

/** The frame with the site's pages as its route table (what "does the site serve this path" asks). */
function withSitePages(Frame: ComponentType): ComponentType {
  return function FrameWithSitePages() {
    const env = useRouteEnv();
    const routeTable: RouteObject[] = env.brand.locales.flatMap((locale) => [
      ...SITE_PAGES.map((key) => ({ path: sitePagePath(env.brand, locale, key), element: null })),
      { path: `/${locale}/${routeSegment('categoryPages', locale)}/:slug`, element: null },
    ]);
    return (
      <RouteEnvProvider env={{ ...env, routeTable }}>
        <Frame />
      </RouteEnvProvider>
    );
  };
}

const site = (url: string, siteLayout: ComponentType = SiteLayout) => ({ route: { url, site: { siteLayout: withSitePages(siteLayout) } } });

/**
 * SiteLayout: the frame of site pages that are not below a dealer (dealer search, model list, the brand's corporate and
 * content pages) — the brand logo (the corporate home), the brand's content navigation and footer (SiteHeader,
 * SiteFooter; the standard site navigation and footer while it loads or when it fails), the language switch.
 * SiteFrame is the same frame around given content.
 */
const meta = {
  title: 'Layout/SiteLayout',
  component: SiteLayout,
  subcomponents: { SiteHeader, SiteFooter, BrandHomeLink },
  render: () => <DealerSearchStandIn />,
  parameters: site('/de/haendlersuche'),
  beforeEach: ({ msw }) => msw.use(content(NAVIGATION)),
} satisfies Meta<typeof SiteLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The brand's content navigation and footer: their links lead to the site's pages in the page language; what the site
 * does not have (the brand's "about us", a service appointment without a dealer, a script) is left out.
 */
export const German: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // the first story of the file waits for the site's route tree and the frame's chunk
    const header = within(await canvas.findByRole('banner'));
    await expect(await header.findByRole('navigation', { name: 'Schnellzugriff' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Kia Schweiz – Startseite' })).toHaveAttribute('href', '/de');
    await expect(header.getByRole('link', { name: 'Modelle' })).toHaveAttribute('href', '/de/modelle');
    await expect(header.getByRole('link', { name: 'Händlersuche' })).toHaveAttribute('href', '/de/haendlersuche');
    await expect(header.queryByRole('link', { name: 'Über uns' })).toBeNull();
    await userEvent.click(header.getByRole('button', { name: 'Aktionen' }));
    await expect(header.getByRole('link', { name: 'Übersicht' })).toHaveAttribute('href', '/de/aktionen');
    await expect(header.getByRole('link', { name: 'News' })).toHaveAttribute('href', '/de/news');
    const footer = within(canvas.getByRole('contentinfo'));
    // the footer's content comes with its own chunk and call (content chrome): on a busy machine after a second
    await expect(await footer.findByRole('link', { name: 'Karriere' })).toHaveAttribute('href', '/de/jobs');
    await expect(footer.getByRole('link', { name: 'Elektroautos' })).toHaveAttribute('href', '/de/kategorie/elektroautos');
    await expect(footer.queryByRole('heading', { name: 'Service' })).toBeNull();
    await expect(within(footer.getByRole('list', { name: 'Rechtliches' })).getAllByRole('link')).toHaveLength(1);
  },
};

/** French content: a link still in German words leads to the French page. */
export const French: Story = {
  globals: { locale: 'fr' },
  parameters: site('/fr/recherche-de-concessionnaires'),
  beforeEach: ({ msw }) => msw.use(content(FRENCH)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Magazine' })).toHaveAttribute('href', '/fr/magazine');
    await expect(canvas.getByRole('link', { name: 'Kia Suisse – Accueil' })).toHaveAttribute('href', '/fr');
    await userEvent.click(canvas.getByRole('button', { name: 'Marché automobile' }));
    await expect(canvas.getByRole('link', { name: 'Découvrir le marché automobile' })).toHaveAttribute('href', '/fr/marche-automobile');
  },
};

export const Italian: Story = { globals: { locale: 'it' }, parameters: site('/it/ricerca-concessionari') };

/** Multilease: its navigation and footer come from the multilease queries, on the site pages as on its dealer pages. */
export const Multilease: Story = {
  globals: { brand: 'multilease' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('navigation', { name: 'Schnellzugriff' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Multilease Schweiz – Startseite' })).toHaveAttribute('href', '/de');
  },
};

/** The brand's own site pages (its forms) stay in the footer beside the content's legal links. */
export const WithBrandForms: Story = {
  parameters: site('/de/haendlersuche', () => <SiteLayout footerLinks={BRAND_FORMS} />),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('© Kia Schweiz. Alle Rechte vorbehalten.')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Formulare' })).toBeVisible();
  },
};

/**
 * The content service fails: the site's own navigation (model list, configurator list, where the brand has its model
 * range) and the standard footer (corporate contact, legal links) stand in.
 */
export const ContentFailing: Story = {
  beforeEach: ({ msw }) => msw.use(outage('content/graphql')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: /^Modelle$/ })).toHaveAttribute('href', '/de/modelle');
    await expect(canvas.getByRole('link', { name: /^Konfigurator$/ })).toHaveAttribute('href', '/de/konfigurator');
    await waitFor(() => expect(canvas.queryByRole('navigation', { name: 'Schnellzugriff' })).toBeNull());
    const footer = within(canvas.getByRole('contentinfo'));
    await expect(footer.getByRole('link', { name: 'Kontakt' })).toHaveAttribute('href', '/de/kontakt');
    await expect(footer.getByRole('link', { name: /^Kia Schweiz/ })).toHaveAttribute('target', '_blank');
  },
};

/** No content yet (it loads in the browser): the standard navigation and footer meanwhile. */
export const ContentLoading: Story = { beforeEach: ({ msw }) => msw.use(pending('content/graphql')) };

/** Small screens: the navigation behind the menu button; Escape closes it and gives the focus back to the button. */
export const MobileMenu: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Menü öffnen', hidden: true });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    (await canvas.findByRole('link', { name: 'Händlersuche' })).focus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
    await expect(button).toHaveFocus();
  },
};

/** The language switch leads to the same site page in the other language. */
export const SwitchToItalian: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Italiano' }));
    await canvas.findByRole('navigation', { name: 'Scegliere la lingua' });
    await expect(canvas.getByRole('link', { name: 'Italiano' })).toHaveAttribute('aria-current', 'true');
  },
};

/** SiteFrame around an error answer whose dealer is unknown (decision 0015): the generic message in the brand's frame. */
export const SiteFrameAroundError: Story = {
  render: () => <GenericErrorMessage homeHref="/de/haendlersuche" />,
  parameters: site('/de/haendlersuche', () => (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  )),
};
