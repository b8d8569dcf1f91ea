import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { INDEX_FOLLOW, type PageRoute, type RouteKey } from '@carweb/platform-routing';
import { testBrand, testDealer } from '@carweb/shared-testing';
import type { BrandConfig } from '@carweb/shared-util-brand';
import { contentAnswers } from '../content-chrome/content-chrome.fixtures';
import { renderDealerPage } from '../test-harness';

const HOME = '/de/haendler/auto-zentrum-zuerich';
const brand: BrandConfig = { ...testBrand, navigationSource: 'multileaseContent' };
const page = (routeKey: RouteKey): PageRoute => ({
  id: routeKey,
  library: '@carweb/platform-layout',
  routeKey,
  handle: { pageType: 'serviceListPage', robots: INDEX_FOLLOW },
  Component: () => <h1>{routeKey}</h1>,
});
const pages = (['vehicleMarket', 'aboutUs', 'testDrive', 'service'] as const).map(page);
const texts = (links: HTMLElement[]) => links.map((link) => [link.textContent, link.getAttribute('href')]);

const render = (fetch = contentAnswers()) => renderDealerPage(HOME, pages, testDealer(), { brand, fetch, prefetchLayout: true });

describe('DealerLayout with the content service navigation and footer (brand config navigationSource)', () => {
  afterEach(cleanup);

  it("main navigation: the content's items and groups, links only to pages the site has", async () => {
    await render();
    // the content navigation's code loads on demand: the standard navigation stands in until it is there
    const group = await screen.findByRole('button', { name: 'Fahrzeuge' });
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    const list = document.getElementById(group.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(list.hidden).toBe(true);
    fireEvent.click(group);
    expect(group.getAttribute('aria-expanded')).toBe('true');
    expect(texts(within(list).getAllByRole('link'))).toEqual([
      ['Übersicht', `${HOME}/auto-finden`],
      ['Neuwagen', `${HOME}/auto-finden?cond[]=new`],
      ['Occasionen', `${HOME}/auto-finden?cond[]=used`],
    ]);
    // "Modelle" has no page here and "Karriere" none at all: left out; the group without children is a link
    expect(texts(within(nav).getAllByRole('link')).filter(([, href]) => !href?.startsWith(`${HOME}/auto-finden`))).toEqual([
      ['Leasing-Rechner (öffnet in einem neuen Fenster)', 'https://www.multilease.ch/de/rechner'],
      ['Über uns', `${HOME}/ueber-uns`],
    ]);
    expect(within(nav).getByRole('button', { name: 'Fahrzeugmarkt' })).toBeTruthy();
    expect(within(nav).queryByRole('button', { name: 'Standorte' })).toBeNull();
    const cta = screen.getByRole('navigation', { name: 'Schnellzugriff' });
    expect(texts(within(cta).getAllByRole('link'))).toEqual([['Probefahrt', `${HOME}/probefahrt`]]);
  });

  it("footer: the content's groups, contact, social and legal links, copyright and footnote", async () => {
    await render();
    const occasions = await screen.findByRole('link', { name: 'Occasionen' });
    const footer = screen.getByRole('contentinfo');
    expect(occasions.getAttribute('href')).toBe(`${HOME}/auto-finden?cond[]=used`);
    expect(within(footer).getByRole('heading', { name: 'Fahrzeuge' })).toBeTruthy();
    expect(within(footer).queryByRole('heading', { name: 'Unternehmen' })).toBeNull();
    expect(within(footer).getByRole('link', { name: '+41 44 000 00 00' }).getAttribute('href')).toBe('tel:+41440000000');
    expect(footer.textContent).toContain('Adresse: Multilease Schweiz, Zürich');
    expect(
      within(footer)
        .getByRole('link', { name: /^Instagram/ })
        .getAttribute('target'),
    ).toBe('_blank');
    const legal = within(footer).getByRole('list', { name: 'Rechtliches' });
    expect(texts(within(legal).getAllByRole('link'))).toEqual([
      ['Impressum (öffnet in einem neuen Fenster)', 'https://www.multilease.ch/de/impressum'],
    ]);
    expect(footer.textContent).toContain('© Multilease Schweiz. Alle Rechte vorbehalten.');
    expect(footer.textContent).toContain('Alle Preise inkl. MwSt.');
    expect(within(footer).queryByRole('link', { name: 'Kontaktformular' })).toBeNull();
  });

  it('a failed content call: the standard navigation and footer stand in, the page still shows', async () => {
    await render(contentAnswers({ contentDown: true }));
    expect(await screen.findByRole('heading', { name: 'Auto Zentrum Zürich AG' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    expect(within(nav).getByRole('button', { name: 'Standorte' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Service' }).getAttribute('href')).toBe(`${HOME}/service`);
    expect(screen.queryByRole('navigation', { name: 'Schnellzugriff' })).toBeNull();
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Kontaktformular' })).toBeTruthy();
  });
});
