import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpClientError } from '@carweb/api-http';
import { critical, INDEX_FOLLOW, type PageRoute } from '@carweb/platform-routing';
import { renderDealerPage } from '../test-harness';

const HOME = '/de/haendler/auto-zentrum-zuerich';

describe('DealerLayout', () => {
  afterEach(cleanup);

  it('header: home link, main navigation, language switch with the dealer languages', async () => {
    await renderDealerPage(HOME);
    expect(await screen.findByRole('link', { name: 'Auto Zentrum Zürich AG – Startseite' })).toHaveProperty('pathname', HOME);
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Fahrzeuge', 'Service', 'Eintausch', 'Modelle', 'Karriere (öffnet in einem neuen Fenster)']);
    const languages = screen.getByRole('navigation', { name: 'Sprache wählen' });
    expect(
      within(languages)
        .getAllByRole('link')
        .map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')]),
    ).toEqual([
      ['Deutsch', HOME],
      ['Français', '/fr/concessionnaire/auto-zentrum-zuerich'],
      ['Italiano', '/it/concessionario/auto-zentrum-zuerich'],
    ]);
    expect(within(languages).getByRole('link', { name: 'Deutsch' }).getAttribute('aria-current')).toBe('true');
  });

  it('the menu button toggles the menu and says so; Escape closes it', async () => {
    await renderDealerPage(HOME);
    const button = await screen.findByRole('button', { name: 'Menü öffnen' });
    expect(button.getAttribute('aria-controls')).toBe('dealer-menu');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.textContent).toBe('Menü schliessen');
    expect(document.getElementById('dealer-menu')?.dataset['open']).toBe('true');
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('the locations menu lists overview and sub-dealers; Escape closes it', async () => {
    await renderDealerPage(HOME);
    const toggle = await screen.findByRole('button', { name: 'Standorte' });
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(list?.hidden).toBe(true);
    fireEvent.click(toggle);
    expect(list?.hidden).toBe(false);
    expect(
      within(list as HTMLElement)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Übersicht', 'Auto Zentrum Zürich – Oerlikon', 'Auto Zentrum Zürich – Dietikon']);
    fireEvent.keyDown(within(list as HTMLElement).getByRole('link', { name: 'Übersicht' }), { key: 'Escape' });
    expect(list?.hidden).toBe(true);
    expect(document.activeElement).toBe(toggle);
  });

  it('phone ribbon, footer with quick links and copyright, skip link, JSON-LD', async () => {
    const { container } = await renderDealerPage(HOME);
    expect((await screen.findByRole('link', { name: 'Rufen Sie uns an: +41 44 123 45 67' })).getAttribute('style')).toContain(
      '--ribbon-expanded-width: 200px',
    );
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Servicetermin vereinbaren' }).getAttribute('href')).toBe(`${HOME}/terminvereinbarung`);
    expect(footer.textContent).toContain(`© ${new Date().getFullYear()} Auto Zentrum Zürich AG`);
    expect(screen.getByRole('link', { name: 'Zum Inhalt springen' }).getAttribute('href')).toBe('#main');
    expect(container.querySelector('script[type="application/ld+json"]')?.textContent).toContain('"@type":"AutoDealer"');
  });

  it('a 404 inside a dealer keeps the dealer frame', async () => {
    await renderDealerPage(`${HOME}/gibt-es-nicht`);
    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeTruthy();
    expect(screen.getByText('Die von Ihnen angeforderte Seite existiert leider nicht.')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Hauptnavigation' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zur Startseite' }).getAttribute('href')).toBe(HOME);
  });

  it("a page's backend outage shows the generic message with retry and home inside the dealer frame (decision 0015)", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing: PageRoute = {
      id: 'about',
      library: '@carweb/test',
      routeKey: 'aboutUs',
      handle: { pageType: 'aboutUsPage', robots: INDEX_FOLLOW },
      loader: () => critical(Promise.reject(new HttpClientError(503, 'Service Unavailable'))),
      Component: () => <h1>Über uns</h1>,
    };
    await renderDealerPage(`${HOME}/ueber-uns`, [failing]);
    expect((await screen.findByRole('alert')).textContent).toBe('Es ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.');
    expect(screen.getByRole('link', { name: 'Erneut versuchen' }).getAttribute('href')).toBe(`${HOME}/ueber-uns`);
    expect(screen.getByRole('link', { name: 'Zur Startseite' }).getAttribute('href')).toBe(HOME);
    expect(screen.getByRole('navigation', { name: 'Hauptnavigation' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Über uns' })).toBeNull();
  });

  it('shows the navigation progress while the next page loads', async () => {
    let finish: () => void = () => undefined;
    const slow: PageRoute = {
      id: 'about',
      library: '@carweb/test',
      routeKey: 'aboutUs',
      handle: { pageType: 'aboutUsPage', robots: INDEX_FOLLOW },
      loader: () => new Promise<null>((resolve) => (finish = () => resolve(null))),
      Component: () => <h1>Über uns</h1>,
    };
    const { router } = await renderDealerPage(HOME, [slow]);
    await screen.findByRole('navigation', { name: 'Hauptnavigation' });
    const bar = document.querySelector('[data-active]');
    expect(bar?.getAttribute('data-active')).toBe('false');
    act(() => void router.navigate(`${HOME}/ueber-uns`));
    await waitFor(() => expect(bar?.getAttribute('data-active')).toBe('true'));
    expect(screen.getByRole('status').textContent).toBe('Seite wird geladen …');
    await act(async () => finish());
    expect(await screen.findByRole('heading', { name: 'Über uns' })).toBeTruthy();
    expect(bar?.getAttribute('data-active')).toBe('false');
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
