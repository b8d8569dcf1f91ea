import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useDealerBySlug } from '@carweb/api-dealer';
import { HttpClientError } from '@carweb/api-http';
import { critical, dealerBasePath, INDEX_FOLLOW, useDealerBase, type PageRoute, type RouteKey } from '@carweb/platform-routing';
import { changedDealer, outage } from '@carweb/shared-testing-msw';
import { DealerLayout } from './DealerLayout';

const HOME = '/de/haendler/auto-zentrum-zuerich';
const texts = (links: HTMLElement[]) => links.map((link) => [link.textContent, link.getAttribute('href')]);

/** The dealer home's content: the dealer's name. */
function DealerHome() {
  const { data: dealer } = useDealerBySlug(useDealerBase().dealerSlug);
  return <h1>{dealer.name}</h1>;
}

/** A dealer page whose loader fails (503) or, for `?pending`, never answers: the next page still loading. */
const aboutUs = (loader: PageRoute['loader']): PageRoute => ({
  id: 'about',
  library: '@carweb/storybook',
  routeKey: 'aboutUs',
  handle: { pageType: 'aboutUsPage', robots: INDEX_FOLLOW },
  loader,
  Component: () => <h1>Über uns</h1>,
});
const pagesOf = (keys: RouteKey[]) =>
  keys.map((routeKey): PageRoute => ({
    id: routeKey,
    library: '@carweb/storybook',
    routeKey,
    handle: { pageType: 'serviceListPage', robots: INDEX_FOLLOW },
    Component: () => <h1>{routeKey}</h1>,
  }));

/**
 * The frame of every dealer page: skip link, header with navigation and language switch, phone ribbon, page, footer,
 * chat — in the site's route tree, the sandbox's dealer and footnotes answered by MSW.
 */
const meta = {
  title: 'Layout/DealerLayout',
  component: DealerLayout,
  render: () => <DealerHome />,
  parameters: { route: { url: dealerBasePath, site: {} }, layout: 'fullscreen' },
} satisfies Meta<typeof DealerLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const German: Story = {};
export const French: Story = { globals: { locale: 'fr' } };
export const Italian: Story = { globals: { locale: 'it' } };

/** The skip link is the first stop of the keyboard and leads to the page's main content. */
export const SkipToContent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1 });
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Zum Inhalt springen' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#main');
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main');
  },
};
/** No footnotes, or the base service fails: the footer goes without them. */
export const FootnotesFailing: Story = { beforeEach: ({ msw }) => msw.use(outage('base/footnotes')) };
/** A service dealer without sub-dealers, social media or extra links, in one language only: no language switch. */
export const SmallServiceDealer: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      changedDealer({
        type: 'service',
        hasCars: false,
        subDealers: [],
        socialMedia: [],
        extraMainNavLinks: [],
        locales: ['de'],
        rating: null,
      }),
    ),
};
export const LongTexts: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      changedDealer({
        name: 'Garage und Carrosserie Gebrüder Müller-Hasenfratz AG, Winterthur-Oberwinterthur',
        street: 'Frauenfelderstrasse 120 (Einfahrt über Industriestrasse)',
        extraMainNavLinks: [
          { label: 'Karriere und offene Lehrstellen', link: 'https://www.garage-mueller.example/karriere' },
          { label: 'Carrosserie- und Lackierwerkstatt', link: 'https://www.garage-mueller.example/carrosserie' },
        ],
      }),
    ),
};

/** Header: home link, main navigation, language switch with the dealer's languages (the current one marked). */
export const Header: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Auto Zentrum Zürich AG – Startseite' })).toHaveAttribute('href', HOME);
    const nav = canvas.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Fahrzeuge', 'Junge Occasionen', 'Service', 'Eintausch', 'Modelle', 'Karriere (öffnet in einem neuen Fenster)']);
    const languages = canvas.getByRole('navigation', { name: 'Sprache wählen' });
    await expect(
      within(languages)
        .getAllByRole('link')
        .map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')]),
    ).toEqual([
      ['Deutsch', HOME],
      ['Français', '/fr/concessionnaire/auto-zentrum-zuerich'],
      ['Italiano', '/it/concessionario/auto-zentrum-zuerich'],
    ]);
    await expect(within(languages).getByRole('link', { name: 'Deutsch' })).toHaveAttribute('aria-current', 'true');
  },
};

/** The menu button (small screens) toggles the menu and says so; Escape closes it. */
export const MenuButton: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Menü öffnen', hidden: true });
    await expect(button).toHaveAttribute('aria-controls', 'dealer-menu');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(button).toHaveTextContent('Menü schliessen');
    await expect(canvasElement.querySelector<HTMLElement>('#dealer-menu')?.dataset['open']).toBe('true');
    button.focus();
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The locations menu lists the overview and the sub-dealers; Escape closes it and gives the focus back. */
export const LocationsMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('button', { name: 'Standorte' });
    const list = () => canvasElement.querySelector<HTMLElement>(`#${toggle.getAttribute('aria-controls')}`);
    await expect(list()?.hidden ?? true).toBe(true);
    await userEvent.click(toggle);
    await expect(list()?.hidden).toBe(false);
    await expect(
      within(list() as HTMLElement)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Übersicht', 'Auto Zentrum Zürich – Oerlikon', 'Auto Zentrum Zürich – Dietikon']);
    within(list() as HTMLElement)
      .getByRole('link', { name: 'Übersicht' })
      .focus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(list()?.hidden ?? true).toBe(true));
    await expect(toggle).toHaveFocus();
  },
};

/** Phone ribbon, footer with quick links and copyright, skip link, JSON-LD of the dealer. */
export const FrameParts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findByRole('link', { name: 'Rufen Sie uns an: +41 44 123 45 67' })).getAttribute('style')).toContain(
      '--ribbon-expanded-width: 200px',
    );
    const footer = canvas.getByRole('contentinfo');
    await expect(within(footer).getByRole('link', { name: 'Servicetermin vereinbaren' })).toHaveAttribute(
      'href',
      `${HOME}/terminvereinbarung`,
    );
    await expect(footer.textContent).toContain(`© ${new Date().getFullYear()} Auto Zentrum Zürich AG`);
    await expect(canvas.getByRole('link', { name: 'Zum Inhalt springen' })).toHaveAttribute('href', '#main');
    await expect(document.querySelector('script[type="application/ld+json"]')?.textContent).toContain('"@type":"AutoDealer"');
  },
};

/** A 404 inside a dealer keeps the dealer frame and leads back to the dealer home. */
export const NotFoundInDealerFrame: Story = {
  parameters: { route: { url: `${HOME}/gibt-es-nicht`, site: {} } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '404' })).toBeVisible();
    await expect(canvas.getByText('Die von Ihnen angeforderte Seite existiert leider nicht.')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Hauptnavigation' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', HOME);
  },
};

/** A page's backend outage: the generic message with retry and home inside the dealer frame (decision 0015). */
export const PageOutage: Story = {
  parameters: {
    route: {
      url: `${HOME}/ueber-uns`,
      site: { pages: [aboutUs(() => critical(Promise.reject(new HttpClientError(503, 'Service Unavailable'))))] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Es ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.');
    await expect(canvas.getByRole('link', { name: 'Erneut versuchen' })).toHaveAttribute('href', `${HOME}/ueber-uns`);
    await expect(canvas.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', HOME);
    await expect(canvas.getByRole('navigation', { name: 'Hauptnavigation' })).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'Über uns' })).toBeNull();
  },
};

let finishAboutUs: () => void = () => undefined;
/** The navigation progress runs while the next page loads, and stops when it is there. */
export const NavigationProgress: Story = {
  parameters: {
    route: {
      url: HOME,
      site: { pages: [aboutUs(() => new Promise<null>((resolve) => (finishAboutUs = () => resolve(null))))] },
    },
  },
  render: () => (
    <>
      <DealerHome />
      <Link to={`${HOME}/ueber-uns`}>Über uns</Link>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('navigation', { name: 'Hauptnavigation' });
    const bar = canvasElement.querySelector('[data-active]');
    await expect(bar).toHaveAttribute('data-active', 'false');
    await userEvent.click(within(canvas.getByRole('main')).getByRole('link', { name: 'Über uns' }));
    await waitFor(() => expect(bar).toHaveAttribute('data-active', 'true'));
    await expect(canvas.getByRole('status')).toHaveTextContent('Seite wird geladen …');
    finishAboutUs();
    await expect(await canvas.findByRole('heading', { name: 'Über uns' })).toBeVisible();
    await waitFor(() => expect(bar).toHaveAttribute('data-active', 'false'));
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

/** A brand whose navigation and footer come from the content service (multilease, brand config `navigationSource`). */
const multilease = {
  globals: { brand: 'multilease' },
  parameters: { route: { url: HOME, site: { pages: pagesOf(['vehicleMarket', 'aboutUs', 'testDrive', 'service']) } } },
} satisfies Story;

/** Main navigation: the content's items and groups, links only to pages the site has. */
export const ContentNavigation: Story = {
  ...multilease,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // the content navigation's code loads on demand: the standard navigation stands in until it is there
    const group = await canvas.findByRole('button', { name: 'Fahrzeuge' });
    const nav = canvas.getByRole('navigation', { name: 'Hauptnavigation' });
    const list = canvasElement.querySelector<HTMLElement>(`#${group.getAttribute('aria-controls')}`) as HTMLElement;
    await expect(list.hidden).toBe(true);
    await userEvent.click(group);
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await expect(texts(within(list).getAllByRole('link'))).toEqual([
      ['Übersicht', `${HOME}/auto-finden`],
      ['Neuwagen', `${HOME}/auto-finden?cond[]=new`],
      ['Occasionen', `${HOME}/auto-finden?cond[]=used`],
      ['Elektroautos', `${HOME}/auto-finden?fuel[]=electric`],
    ]);
    // models, campaigns, the magazine and the vehicle market's pages have no page here: left out
    await expect(texts(within(nav).getAllByRole('link')).filter(([, href]) => !href?.startsWith(`${HOME}/auto-finden`))).toEqual([]);
    await expect(within(nav).queryByRole('button', { name: 'Standorte' })).toBeNull();
    const cta = canvas.getByRole('navigation', { name: 'Schnellzugriff' });
    await expect(within(cta).getByRole('link', { name: 'Händlersuche' })).toHaveAttribute('href', '/de/haendlersuche');
  },
};

/** Footer: the content's groups, contact, social and legal links, copyright and footnote. */
export const ContentFooter: Story = {
  ...multilease,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // the content footer's code loads on demand: the standard footer stands in until it is there
    const occasions = await canvas.findByRole('link', { name: 'Occasionen' });
    const footer = canvas.getByRole('contentinfo');
    await expect(occasions).toHaveAttribute('href', `${HOME}/auto-finden?cond[]=used`);
    await expect(within(footer).getByRole('heading', { name: 'Fahrzeuge' })).toBeVisible();
    await expect(within(footer).getByRole('link', { name: '+41 44 000 00 00' })).toHaveAttribute('href', 'tel:+41440000000');
    await expect(footer.textContent).toContain('Adresse: Multilease Schweiz, Zürich');
    await expect(within(footer).getByRole('link', { name: /^Instagram/ })).toHaveAttribute('target', '_blank');
    const legal = within(footer).getByRole('list', { name: 'Rechtliches' });
    await expect(within(legal).getByRole('link', { name: 'Impressum (öffnet in einem neuen Fenster)' })).toHaveAttribute(
      'href',
      'https://www.multilease.ch/de/imprint',
    );
    await expect(footer.textContent).toContain('© Multilease Schweiz. Alle Rechte vorbehalten.');
    await expect(footer.textContent).toContain('Alle Preise inkl. MwSt.');
    await expect(within(footer).queryByRole('link', { name: 'Kontaktformular' })).toBeNull();
  },
};

/** A failed content call: the standard navigation and footer stand in, the page still shows. */
export const ContentDown: Story = {
  ...multilease,
  beforeEach: ({ msw }) => msw.use(outage('content/graphql')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Auto Zentrum Zürich AG' })).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(within(nav).getByRole('button', { name: 'Standorte' })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'Service' })).toHaveAttribute('href', `${HOME}/service`);
    await expect(canvas.queryByRole('navigation', { name: 'Schnellzugriff' })).toBeNull();
    await expect(within(canvas.getByRole('contentinfo')).getByRole('link', { name: 'Kontaktformular' })).toBeVisible();
  },
};
