import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { answer, outage } from '@carweb/shared-testing-msw';
import { LIST, listAnswer, listPage, storyVehicles } from '../testing/list-states';
import { SAVED_SEARCHES_STORAGE_KEY, type SavedSearch } from './saved-searches-model';
import SavedSearches, { SavedSearchesDialog } from './SavedSearches';
import SavedSearchesMount from './SavedSearchesMount';
import { resetSavedSearchesStore } from './use-saved-searches';

const LIST_URL = '/de/haendler/auto-zentrum-zuerich/auto-finden';
const saved = (name: string, search: string, request: SavedSearch['request'], seen: number, total = seen): SavedSearch => ({
  id: name,
  name,
  url: `${LIST_URL}${search}`,
  alertUrl: `${LIST_URL}/suchauftrag${search}`,
  request,
  dealerSlug: 'auto-zentrum-zuerich',
  seenIds: storyVehicles(seen).map((vehicle) => vehicle.id),
  seenTotal: total,
  seenAt: 0,
});

/** This browser's saved searches (localStorage), for one story; the store is read anew. */
function keep(searches: SavedSearch[]) {
  localStorage.setItem(SAVED_SEARCHES_STORAGE_KEY, JSON.stringify({ state: { searches }, version: 1 }));
  resetSavedSearchesStore();
  return () => {
    localStorage.removeItem(SAVED_SEARCHES_STORAGE_KEY);
    resetSavedSearchesStore();
  };
}

/**
 * Saved searches below the list (decision 0050): "save this search", and the panel with every saved search's
 * current matches and what is new since it was last seen (one core `list` call each, newest first).
 */
const meta = {
  title: 'Vehicle market/SavedSearches',
  component: SavedSearches,
  subcomponents: { SavedSearchesDialog },
  parameters: listPage('?fuel[]=electric'),
  beforeEach: ({ msw }) => {
    // three matches now; the saved search saw the first two
    msw.use(answer(LIST, listAnswer(3)));
    return keep([
      saved('Elektro', '?fuel[]=electric', { fuel: ['electric'], dealerId: [100] }, 2),
      saved('Alle Fahrzeuge', '', { dealerId: [100] }, 3),
    ]);
  },
} satisfies Meta<typeof SavedSearches>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The panel: "3 Fahrzeuge · 1 neu" for the search that saw two of the three, nothing new for the other. */
export const Panel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '2 gespeicherte Suchen anzeigen' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    // each search's count is a list call of its own: they arrive one after the other
    await waitFor(() => expect(within(dialog).getByText('3 Fahrzeuge · 1 neu')).toBeVisible());
    await waitFor(() => expect(within(dialog).getByText('3 Fahrzeuge · nichts Neues')).toBeVisible());
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent('2 gespeicherte Suchen, 1 neues Fahrzeug seit dem letzten Besuch.'),
    );
  },
};

/** Saving: a labelled name, the filter in words as its default. */
export const Save: Story = {
  beforeEach: () => keep([]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Diese Suche speichern' }));
    await expect(canvas.getByLabelText('Name der Suche')).toHaveFocus();
  },
};

/** The counts could not be loaded: the searches stay, each says so. */
export const CountsFailed: Story = {
  beforeEach: ({ msw }) => msw.use(outage(LIST)),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '2 gespeicherte Suchen anzeigen' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await waitFor(() => expect(within(dialog).getAllByText('Anzahl zurzeit nicht verfügbar')).toHaveLength(2));
  },
};

export const French: Story = { globals: { locale: 'fr' } };

/** As the list page mounts it once interactive: the panel's code and its own texts load together (decision 0050). */
export const Mounted: Story = {
  render: () => <SavedSearchesMount />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Diese Suche speichern' })).toBeVisible();
  },
};
