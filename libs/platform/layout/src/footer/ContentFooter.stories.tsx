import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import type { FooterContent } from '@carweb/api-contracts';
import { dealerBasePath, routeSegment, useDealerBase, type DealerBase, type RouteKey } from '@carweb/platform-routing';
import { testDealer } from '@carweb/shared-testing';
import { answer, outage } from '@carweb/shared-testing-msw';
import { ContentFooter } from './ContentFooter';
import { DealerFooter } from './DealerFooter';
import { FooterAnchor } from './FooterAnchor';

/** The content service's multilease footer (GraphQL multileaseFooter), paths in the content's words. */
const FOOTER: FooterContent = {
  linkItems: [
    {
      title: 'Fahrzeuge',
      links: [
        { label: 'Neuwagen', url: '/de/auto-finden?cond[]=new' },
        { label: 'Occasionen', url: '/de/auto-finden?cond[]=used' },
      ],
    },
    {
      title: 'Multilease',
      links: [
        { label: 'Über uns', url: '/de/about-us' },
        { label: 'Händlersuche', url: '/dealer-search' },
        { label: 'Leasing-Rechner', url: 'https://www.multilease.ch/de/rechner' },
      ],
    },
    // a group whose only page the site does not have: left out
    { title: 'Unternehmen', links: [{ label: 'Karriere', url: '/de/jobs' }] },
  ],
  social: [
    { type: 'instagram', url: 'https://www.instagram.com/multileasech' },
    { type: 'facebook', url: 'https://www.facebook.com/multileasech' },
  ],
  legalLinks: [
    { label: 'Impressum', url: 'https://www.multilease.ch/de/impressum' },
    { label: 'Datenschutz', url: 'https://www.multilease.ch/de/datenschutz' },
  ],
  copyrightText: '© Multilease Schweiz. Alle Rechte vorbehalten.',
  footnote: 'Alle Preise inkl. 8.1 % MwSt.',
  contactItems: [
    { type: 'phone', label: 'Hotline', value: '+41 44 000 00 00', url: 'tel:+41440000000' },
    { type: 'email', label: 'E-Mail', value: 'info@multilease.ch', url: 'mailto:info@multilease.ch' },
    { type: 'address', label: 'Adresse', value: 'Multilease Schweiz, Zürich', url: null },
  ],
};

const ITALIAN: FooterContent = {
  linkItems: [
    {
      title: 'Veicoli',
      links: [
        { label: 'Veicoli nuovi', url: '/it/trovare-un-auto?cond[]=new' },
        { label: "Veicoli d'occasione con garanzia", url: '/it/trovare-un-auto?cond[]=used' },
      ],
    },
    { title: 'Multilease', links: [{ label: 'Chi siamo', url: '/it/chi-siamo' }] },
  ],
  social: [{ type: 'instagram', url: 'https://www.instagram.com/multileasech' }],
  legalLinks: [{ label: 'Note legali', url: 'https://www.multilease.ch/it/note-legali' }],
  copyrightText: '© Multilease Svizzera. Tutti i diritti riservati.',
  footnote: 'Tutti i prezzi IVA dell’8.1 % inclusa.',
  contactItems: [{ type: 'phone', label: 'Linea diretta', value: '+41 44 000 00 00', url: 'tel:+41440000000' }],
};

const LONG: FooterContent = {
  ...FOOTER,
  linkItems: [
    {
      title: 'Fahrzeuge, Occasionen und Vorführwagen aller Marken der Multilease-Partner',
      links: [
        { label: 'Junge Occasionen mit Garantie, Service-Paket und Leasing ab 1.99 %', url: '/de/auto-finden?cond[]=used' },
        { label: 'Elektro- und Plug-in-Hybridfahrzeuge sofort verfügbar', url: '/de/auto-finden?fuel[]=electric' },
      ],
    },
  ],
  contactItems: [
    {
      type: 'address',
      label: 'Adresse',
      value: 'Multilease Schweiz, Kundendienst Leasing und Finanzierung, Hagenholzstrasse 111, 8050 Zürich-Oerlikon',
      url: null,
    },
  ],
  footnote: 'Alle Preise in CHF inklusive 8.1 % Mehrwertsteuer; Leasing über Multilease AG, Zürich. '.repeat(4).trim(),
};

/** The pages the story's site has: the dealer home, vehicle market, about us and the dealer search. */
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
        page(`/${base.locale}/${segment('dealerSearch')}`, 'Händlersuche'),
        page('*', 'Seite nicht gefunden'),
      ],
    },
  ];
}

/** A multilease dealer page with its footer: the content footer, the dealer's standard footer as its fallback. */
function FooterStory({ parts = false }: { parts?: boolean }) {
  const base = useDealerBase();
  const [router] = useState(() =>
    createMemoryRouter(
      siteRoutes(base, function Frame() {
        return (
          <>
            <main>
              <Outlet />
            </main>
            {parts ? <FooterParts /> : <ContentFooter fallback={<DealerFooter dealer={testDealer()} phone={testDealer().phone} />} />}
          </>
        );
      }),
      { initialEntries: [dealerBasePath(base)] },
    ),
  );
  return <RouterProvider router={router} />;
}

/** FooterAnchor on its own: a site path (router link), an external link (new window, announced), a phone number. */
function FooterParts() {
  const base = useDealerBase();
  return (
    <footer>
      <ul>
        <li>
          <FooterAnchor link={{ href: `${dealerBasePath(base)}/ueber-uns`, external: false }}>Über uns</FooterAnchor>
        </li>
        <li>
          <FooterAnchor link={{ href: 'https://www.multilease.ch/de/impressum', external: true }}>Impressum</FooterAnchor>
        </li>
        <li>
          <FooterAnchor link={{ href: 'tel:+41440000000', external: false }}>+41 44 000 00 00</FooterAnchor>
        </li>
      </ul>
    </footer>
  );
}

const content = (footer: FooterContent) => ({ data: { multileaseFooter: footer } });

/**
 * The footer of the multilease brand (brand config `navigationSource`): the content service's link groups, contact,
 * social and legal links (FooterAnchor), copyright and footnote, then the base service's footnotes. Links to pages
 * the site does not have are left out; without content the dealer's standard footer stands in.
 */
const meta = {
  title: 'Layout/ContentFooter',
  component: ContentFooter,
  subcomponents: { FooterAnchor },
  // the story renders the component itself, with the dealer's standard one as its fallback
  args: { fallback: null },
  globals: { brand: 'multilease' },
  render: () => <FooterStory />,
  beforeEach: ({ msw }) => msw.use(answer('content/graphql', content(FOOTER))),
} satisfies Meta<typeof ContentFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // the dealer's standard footer stands in until the content is there
    await expect(await canvas.findByRole('heading', { name: 'Fahrzeuge' })).toBeVisible();
    const footer = within(canvas.getByRole('contentinfo'));
    await expect(footer.getByRole('link', { name: 'Occasionen' })).toHaveAttribute(
      'href',
      '/de/haendler/auto-zentrum-zuerich/auto-finden?cond[]=used',
    );
    await expect(footer.getByRole('link', { name: 'Händlersuche' })).toHaveAttribute('href', '/de/haendlersuche');
    // "Karriere" leads to no page of the site: its group is gone
    await expect(footer.queryByRole('heading', { name: 'Unternehmen' })).toBeNull();
    await expect(footer.getByRole('link', { name: '+41 44 000 00 00' })).toHaveAttribute('href', 'tel:+41440000000');
    await expect(footer.getByRole('link', { name: /^Instagram/ })).toHaveAttribute('target', '_blank');
    const legal = footer.getByRole('list', { name: 'Rechtliches' });
    await expect(within(legal).getAllByRole('link')).toHaveLength(2);
  },
};

export const Italian: Story = {
  globals: { locale: 'it' },
  beforeEach: ({ msw }) => msw.use(answer('content/graphql', content(ITALIAN))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Chi siamo' })).toHaveAttribute(
      'href',
      '/it/concessionario/auto-zentrum-zuerich/chi-siamo',
    );
  },
};

export const LongTexts: Story = { beforeEach: ({ msw }) => msw.use(answer('content/graphql', content(LONG))) };

/** The content service fails: the dealer's standard footer stands in. */
export const ContentFailing: Story = {
  beforeEach: ({ msw }) => msw.use(outage('content/graphql')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('contentinfo')).toBeVisible();
    await waitFor(() => expect(canvas.queryByText('© Multilease Schweiz. Alle Rechte vorbehalten.')).toBeNull());
  },
};

/** The links on their own: a site path by the router, an external one in a new window (announced), a phone number. */
export const Anchors: Story = {
  render: () => <FooterStory parts />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Impressum (öffnet in einem neuen Fenster)' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await expect(canvas.getByRole('link', { name: 'Über uns' })).toHaveAttribute('href', '/de/haendler/auto-zentrum-zuerich/ueber-uns');
    await expect(canvas.getByRole('link', { name: '+41 44 000 00 00' })).toHaveAttribute('href', 'tel:+41440000000');
  },
};
