import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiContextProvider, proxiedBackendAddresses, type ApiContext } from '@carweb/api-http';
import { RouteEnvProvider, type RouteEnv } from '@carweb/platform-routing';
import { testBrand, vehicleFixture } from '@carweb/shared-testing';
import { loadMessages } from '@carweb/shared-util-i18n';
import { vehicleMarketCatalog } from '@carweb/vehicle-market-feature-vehicle-teasers';
import { vehicleListCatalog } from '../messages';
import { savedSearchesCatalog } from './messages';
import { SAVED_SEARCHES_STORAGE_KEY } from './saved-searches-model';
import SavedSearches from './SavedSearches';
import { resetSavedSearchesStore } from './use-saved-searches';

const messages = await loadMessages([vehicleListCatalog, savedSearchesCatalog, vehicleMarketCatalog], 'de');
const LIST = '/de/auto-finden';

/** The core API as the sandbox answers it: `list` pages of the vehicles in `stock` (newest first); criteria fail. */
function backend(stock: { ids: number[] }) {
  const lists: Record<string, unknown>[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (!url.pathname.endsWith('/list')) return new Response('{}', { status: 503 });
    const filter = JSON.parse(url.searchParams.get('filter') ?? '{}') as Record<string, unknown>;
    lists.push(filter);
    const body = { vehicles: stock.ids.map((id) => vehicleFixture({ id })), totalMatches: stock.ids.length, currentPage: 1, error: false };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  return { fetch, lists };
}

function renderPanel(fetch: typeof globalThis.fetch, url = `${LIST}?fuel[]=electric&sort=price_asc&page=2`) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const api = { locale: 'de', wholesaler: testBrand.wholesaler, country: testBrand.country, platform: testBrand.platform } as const;
  const context = { ...api, backends: proxiedBackendAddresses(), fetch } as unknown as ApiContext;
  const env = { brand: testBrand, queryClient, api: () => context } as unknown as RouteEnv;
  const router = createMemoryRouter(
    [
      { path: LIST, handle: { pageType: 'vehicleListPage' }, element: <SavedSearches /> },
      { path: '*', element: <p>other page</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <IntlProvider locale="de-CH" messages={messages}>
      <QueryClientProvider client={queryClient}>
        <RouteEnvProvider env={env}>
          <ApiContextProvider value={context}>
            <RouterProvider router={router} />
          </ApiContextProvider>
        </RouteEnvProvider>
      </QueryClientProvider>
    </IntlProvider>,
  );
  return router;
}

const stored = () => JSON.parse(localStorage.getItem(SAVED_SEARCHES_STORAGE_KEY) ?? '{"state":{"searches":[]}}').state.searches;
const events = () => (window.dataLayer ?? []).map((entry) => ({ ...entry }));

async function saveSearch(name?: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Diese Suche speichern' }));
  const input = screen.getByLabelText('Name der Suche');
  expect(document.activeElement).toBe(input);
  if (name !== undefined) fireEvent.change(input, { target: { value: name } });
  fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
  await screen.findByText(/gespeichert\.$/);
}

beforeEach(() => {
  localStorage.clear();
  resetSavedSearchesStore();
  delete window.dataLayer;
});
afterEach(cleanup);

describe('saved searches', () => {
  it('saves the list’s filter (without page and order) with the ids of its results, and pushes saved_search_saved', async () => {
    const api = backend({ ids: [12, 11] });
    renderPanel(api.fetch);
    await saveSearch('Elektro');

    expect(screen.getByRole('status').textContent).toContain('Suche «Elektro» gespeichert.');
    expect(stored()).toMatchObject([
      {
        name: 'Elektro',
        url: `${LIST}?fuel[]=electric`,
        seenIds: [12, 11],
        seenTotal: 2,
        dealerSlug: null,
        request: { fuel: ['electric'] },
      },
    ]);
    expect(stored()[0].alertUrl).toMatch(/\/auto-finden\/suchauftrag\?fuel\[\]=electric$/);
    // one list call: newest first, the API's largest page, the filter without page or order
    expect(api.lists).toEqual([{ fuel: ['electric'], sort: 'newest', limit: 100, page: 1 }]);
    expect(events()).toEqual([{ event: 'saved_search_saved', savedSearchUrl: `${LIST}?fuel[]=electric`, savedSearchMatches: 2 }]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Diese Suche speichern' }));

    await saveSearch();
    expect(screen.getByRole('status').textContent).toContain('Diese Suche ist bereits gespeichert.');
    expect(stored()).toHaveLength(1);
    expect(events()).toHaveLength(1);
  });

  it('saves the search without its results when the list cannot be loaded: what is new stays unknown, not made up', async () => {
    const down = vi.fn(async () => new Response('{}', { status: 503 }));
    renderPanel(down);
    await saveSearch('Elektro');

    expect(screen.getByRole('status').textContent).toContain('Suche «Elektro» gespeichert.');
    expect(stored()).toMatchObject([{ name: 'Elektro', url: `${LIST}?fuel[]=electric`, seenIds: null, seenTotal: 0 }]);
    // no count is sent when none is known
    expect(events()).toEqual([{ event: 'saved_search_saved', savedSearchUrl: `${LIST}?fuel[]=electric` }]);
  });

  it('lists the saved searches with their matches and what is new, opens one (marks it seen, pushes saved_search_opened)', async () => {
    const stock = { ids: [12, 11] };
    const api = backend(stock);
    renderPanel(api.fetch);
    await saveSearch('Elektro');
    stock.ids = [13, 12, 11]; // a matching vehicle arrived; the visitor comes back (a new page)
    cleanup();
    resetSavedSearchesStore();
    const router = renderPanel(api.fetch, LIST);

    fireEvent.click(await screen.findByRole('button', { name: '1 gespeicherte Suche anzeigen' }));
    const dialog = screen.getByRole('dialog', { hidden: true });
    await within(dialog).findByText('3 Fahrzeuge · 1 neu');
    expect(within(dialog).getByRole('heading', { level: 3, hidden: true }).textContent).toContain('Elektro');
    expect(within(dialog).getByRole('status', { hidden: true }).textContent).toContain(
      '1 gespeicherte Suche, 1 neues Fahrzeug seit dem letzten Besuch.',
    );
    const alert = within(dialog).getByRole('link', { name: /^Suchauftrag einrichten\s*Elektro$/, hidden: true });
    expect(alert.getAttribute('href')).toMatch(/suchauftrag\?fuel\[\]=electric$/);

    fireEvent.click(within(dialog).getByRole('link', { name: /^Öffnen\s*Elektro$/, hidden: true }));
    await waitFor(() => expect(router.state.location.search).toBe('?fuel[]=electric'));
    expect(router.state.location.pathname).toBe(LIST);
    expect(stored()[0]).toMatchObject({ seenIds: [13, 12, 11], seenTotal: 3 });
    expect(events().at(-1)).toEqual({ event: 'saved_search_opened', savedSearchUrl: `${LIST}?fuel[]=electric`, savedSearchNew: 1 });
  });

  it('renames and deletes a saved search, with the focus kept in the panel', async () => {
    const api = backend({ ids: [1] });
    renderPanel(api.fetch);
    await saveSearch('Elektro');
    fireEvent.click(screen.getByRole('button', { name: '1 gespeicherte Suche anzeigen' }));
    const dialog = screen.getByRole('dialog', { hidden: true });
    await within(dialog).findByText('1 Fahrzeug · nichts Neues');

    fireEvent.click(within(dialog).getByRole('button', { name: /^Umbenennen\s*Elektro$/, hidden: true }));
    const input = within(dialog).getByLabelText('Neuer Name für «Elektro»');
    expect(document.activeElement).toBe(input);
    fireEvent.change(input, { target: { value: 'Elektro für die Familie' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern', hidden: true }));
    expect(within(dialog).getByRole('heading', { level: 3, hidden: true }).textContent).toContain('Elektro für die Familie');
    expect(document.activeElement).toBe(
      within(dialog).getByRole('button', { name: /^Umbenennen\s*Elektro für die Familie$/, hidden: true }),
    );
    expect(stored()[0].name).toBe('Elektro für die Familie');

    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: /^Löschen\s*Elektro für die Familie$/, hidden: true }));
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(within(dialog).getByRole('status', { hidden: true }).textContent).toContain('Suche «Elektro für die Familie» gelöscht.');
    expect(within(dialog).getByText('Keine gespeicherten Suchen.')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Schliessen', hidden: true }));
    expect(stored()).toEqual([]);
  });

  it('keeps saved searches over a reload (a new page with a new store reads them from storage)', async () => {
    const api = backend({ ids: [1, 2] });
    renderPanel(api.fetch);
    await saveSearch('Elektro');
    cleanup();
    resetSavedSearchesStore();
    renderPanel(api.fetch, LIST);
    expect(await screen.findByRole('button', { name: '1 gespeicherte Suche anzeigen' })).toBeTruthy();
  });
});
