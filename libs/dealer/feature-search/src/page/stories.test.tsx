import { composeStories } from '@storybook/react-vite';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as stories from './DealerSearchPage.stories';

const story = composeStories(stories);
type Composed = (typeof story)[keyof typeof story];

// jsdom has no layout
Element.prototype.scrollIntoView = () => undefined;

async function show(composed: Composed) {
  await composed.run();
  // the first story also loads the page's modules: generous on a busy machine
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
}

const results = () => within(screen.getByRole('region', { name: /Suchergebnisse|Résultats de la recherche|Risultati della ricerca/ }));
const dealerNames = () =>
  results()
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('the dealer search stories', { timeout: 20_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('without a map key: the list by name, links to the dealer homes, no map and no map buttons', async () => {
    await show(story.AllDealers);
    expect(screen.getByRole('status').textContent).toBe('13 Händler, alphabetisch sortiert');
    expect(dealerNames()[0]).toBe('Auto Zentrum Zürich – Dietikon');
    expect(screen.getByRole('link', { name: 'Garage Monnier SA' }).getAttribute('href')).toBe('/de/haendler/garage-monnier-sa');
    expect(screen.queryByRole('region', { name: 'Karte der Händler' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Auf der Karte zeigen' })).toBeNull();
  });

  it('a postcode: its dealers first with their distance, today’s opening hours and rating', async () => {
    await show(story.ByPostcode);
    expect(screen.getByRole('status').textContent).toBe('13 Händler, nach Entfernung ab 8953 Dietikon sortiert');
    const first = results().getAllByRole('listitem')[0];
    if (!first) throw new Error('no result');
    expect(within(first).getByText(/km entfernt$/).textContent).toBe('0.3 km entfernt');
    expect(within(first).getByText(/^Heute geöffnet/).textContent).toBe('Heute geöffnet: 07:30–12:00, 13:30–18:30');
    expect(within(first).getByText(/Bewertung/).textContent).toBe('★ Bewertung 4.7 von 5 (318 Bewertungen)');
    expect((screen.getByLabelText('Ort, PLZ oder Name') as HTMLInputElement).value).toBe('8953');
  });

  it('a name: only its dealers; a service: only dealers that offer it, measured from the town', async () => {
    await show(story.ByName);
    expect(dealerNames()).toEqual(['Garage Monnier SA', 'Garage Monnier – Lausanne', 'Garage Monnier – Sion']);
    cleanup();
    await show(story.ByService);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Probefahrt' }).checked).toBe(true);
    expect(dealerNames()).not.toContain('Garage Wyss – Basel');
    expect(dealerNames()[0]).toBe('Müller Automobile Aarau AG');
  });

  it('French and Italian: texts, town names of the language, distance and links in the page language', async () => {
    await show(story.French);
    expect(screen.getByRole('status').textContent).toBe('13 concessionnaires, triés par distance depuis Lausanne');
    expect(screen.getByRole('link', { name: 'Garage Monnier – Lausanne' }).getAttribute('href')).toBe(
      '/fr/concessionnaire/garage-monnier-lausanne',
    );
    expect(screen.getAllByText(/^à \d+\.\d km$/).length).toBe(13);
    const ratings = screen.getAllByText(
      (_, element) => element?.tagName === 'P' && /^★ Note \d\.\d sur 5 \(\d+ avis\)$/.test(element.textContent ?? ''),
    );
    expect(ratings).toHaveLength(13);
    cleanup();
    await show(story.Italian);
    expect(dealerNames()[0]).toBe('Garage Monnier SA');
  });

  it('empty result: the spec text and a way back to every dealer', async () => {
    await show(story.EmptyResult);
    expect(screen.getByText(/Für die gesetzten Filter gibt es aktuell leider keine passenden Ergebnisse/)).toBeTruthy();
    expect(results().getByRole('link', { name: 'Alle Händler anzeigen' }).getAttribute('href')).toBe('/de/haendlersuche');
  });

  it('an outage of the dealer service: the generic message', async () => {
    await story.DealerServiceError.run();
    expect((await screen.findByRole('alert')).textContent).toBe('Es ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.');
  });

  it('loading: the old results stay while the new search is on its way', async () => {
    await show(story.Loading);
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('Die Suche läuft …'));
    expect(screen.getByRole('region', { name: 'Suchergebnisse' }).getAttribute('aria-busy')).toBe('true');
    expect(dealerNames().length).toBe(13);
  });

  it('many results: every one listed, nearest first', { timeout: 30_000 }, async () => {
    await show(story.ManyResults);
    expect(dealerNames()).toHaveLength(120);
    const distances = screen.getAllByText(/km entfernt$/).map((element) => Number(element.textContent?.split(' ')[0].replace(/'/g, '')));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('with a map: marker and list item select each other', async () => {
    await show(story.MapWithMockedApi);
    const map = await screen.findByRole('region', { name: 'Karte der Händler' });
    const showButtons = await screen.findAllByRole('button', { name: 'Auf der Karte zeigen' });
    expect(showButtons).toHaveLength(13);
    // list → map
    fireEvent.click(showButtons[1] as HTMLElement);
    const second = dealerNames()[1] ?? '';
    expect(within(map).getByRole('button', { name: second }).getAttribute('aria-pressed')).toBe('true');
    // map → list: the dealer's item is marked and gets the focus
    fireEvent.click(within(map).getByRole('button', { name: 'Garage Lugano SA' }));
    const item = screen.getByRole('link', { name: 'Garage Lugano SA' }).closest('li');
    expect(item?.getAttribute('aria-current')).toBe('true');
    expect(document.activeElement).toBe(item);
  });

  it('with a map: a place predicted by the maps service is searched by its coordinates', async () => {
    await show(story.MapWithMockedApi);
    await screen.findAllByRole('button', { name: 'Auf der Karte zeigen' });
    const box = screen.getByLabelText('Ort, PLZ oder Name');
    fireEvent.change(box, { target: { value: 'Lugano, Schweiz' } });
    await vi.waitFor(() => expect(document.querySelector('option[value="Lugano, Schweiz"]')).not.toBeNull());
    await act(async () => fireEvent.submit(box.closest('form') as HTMLFormElement));
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('13 Händler, nach Entfernung ab Lugano, Schweiz sortiert'));
    expect(dealerNames()[0]).toBe('Garage Lugano SA');
  });

  it('the maps script fails to load: no map box, the list with filter and distance sort stays', async () => {
    await show(story.MapLoadFailure);
    await vi.waitFor(() => expect(screen.queryByText('Die Karte wird geladen …')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Karte der Händler' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Auf der Karte zeigen' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('13 Händler, nach Entfernung ab 8048 Zürich sortiert');
  });

  it('long names stay in their card', async () => {
    await show(story.LongTexts);
    expect(dealerNames()).toContain('Garage und Carrosserie Zimmermann-Schwarzenbach Automobile Vertretungen und Occasionen AG');
  });
});
