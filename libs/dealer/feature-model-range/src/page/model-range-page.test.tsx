import { composeStories } from '@storybook/react-vite';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './ModelRangePage.stories';
import { ModelRangeStory, modelRangeMessages } from './story-harness';

const [de, fr] = await Promise.all([modelRangeMessages('de'), modelRangeMessages('fr')]);
const story = composeStories(stories);
const BASE = '/de/haendler/auto-zentrum-zuerich';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

const headings = (level: number) => screen.getAllByRole('heading', { level }).map((heading) => heading.textContent);
const cardNames = () =>
  screen
    .getAllByRole('article')
    .slice(1)
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);

describe('the model range page', () => {
  it('shows the special offer, then the models by category in the configuration’s order', async () => {
    render(<ModelRangeStory locale="de" messages={de} search="" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Unsere Modelle' })).toBeTruthy();
    const special = await screen.findByRole('region', { name: 'Aktuelles Angebot' });
    expect(headings(2)).toEqual(['Aktuelles Angebot', 'Modelle filtern', 'Kleinwagen', 'Kompaktklasse', 'SUV', 'Elektro']);
    expect(screen.getByRole('status').textContent).toBe('7 Modelle');
    expect(within(special).getByRole('heading', { name: 'Kia Picanto' })).toBeTruthy();
    expect(within(special).getByText(/^ab CHF 16'950/)).toBeTruthy();
    expect(cardNames()).toEqual(['Kia Picanto', 'Kia Ceed', 'Kia XCeed', 'Kia Stonic', 'Kia Sportage', 'Kia EV3', 'Kia EV6']);
  });

  it('each model links into the vehicle market filtered by it, with the dealer’s stock, and to its test drive and offer', async () => {
    render(<ModelRangeStory locale="de" messages={de} search="" />);
    const stonic = (await screen.findByRole('article', { name: 'Kia Stonic' })) as HTMLElement;
    const links = within(stonic)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('aria-label'), link.getAttribute('href')]);
    expect(links).toEqual([
      ['5 Fahrzeuge an Lager', '5 Fahrzeuge an Lager: Kia Stonic', `${BASE}/auto-finden?make=Kia&model[]=102`],
      ['Probefahrt vereinbaren', 'Probefahrt vereinbaren: Kia Stonic', `${BASE}/modell-probefahrt/stonic`],
      ['Offerte anfordern', 'Offerte anfordern: Kia Stonic', `${BASE}/modell-offerte/stonic`],
    ]);
    const sportage = screen.getByRole('article', { name: 'Kia Sportage' });
    expect(within(sportage).getByText('Zurzeit nicht an Lager')).toBeTruthy();
    expect(within(sportage).queryByRole('link', { name: /an Lager/ })).toBeNull();
  });

  it('every filter chip is a link to the filter the SPEC §4 rules make of it', async () => {
    render(<ModelRangeStory locale="de" messages={de} search="" />);
    const fuel = await screen.findByRole('group', { name: 'Treibstoff' });
    expect(within(fuel).getByRole('link', { name: 'Vollhybrid' }).getAttribute('href')).toBe(`${BASE}/modelle?fuel=hybrid`);
    expect(within(screen.getByRole('group', { name: 'Karosserie' })).getAllByRole('link')).toHaveLength(4);
    expect(screen.queryByRole('link', { name: 'Alle Filter zurücksetzen' })).toBeNull();
  });

  it('with a first- and a second-level filter: the models that fit both, and what each chip does next', async () => {
    render(<ModelRangeStory locale="de" messages={de} search="?fuel=hybrid&body=suv" />);
    expect(await screen.findByText('2 Modelle')).toBeTruthy();
    expect(cardNames()).toEqual(['Kia Stonic', 'Kia Sportage']);
    const link = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    // choosing an active first-level filter clears all; an active second-level one is removed alone; another is added
    expect(link('Vollhybrid, entfernt alle Filter')).toBe(`${BASE}/modelle`);
    expect(link('SUV / Geländewagen, Filter entfernen')).toBe(`${BASE}/modelle?fuel=hybrid`);
    expect(link('Benzin')).toBe(`${BASE}/modelle?fuel=petrol&fuel=hybrid&body=suv`);
    expect(link('Kombi')).toBe(`${BASE}/modelle?fuel=hybrid&body=wagon&body=suv`);
    expect(screen.getByText('Entfernen Sie einen Filter dieser Gruppe, werden alle Filter zurückgesetzt.')).toBeTruthy();
    expect(link('Alle Filter zurücksetzen')).toBe(`${BASE}/modelle`);
  });

  it('follows a chip without reloading: the list and the URL change together', async () => {
    render(<ModelRangeStory locale="de" messages={de} search="" />);
    fireEvent.click(await screen.findByRole('link', { name: 'Elektro' }));
    expect(await screen.findByText('2 Modelle')).toBeTruthy();
    expect(cardNames()).toEqual(['Kia EV3', 'Kia EV6']);
    fireEvent.click(screen.getByRole('link', { name: 'Elektro, Filter entfernen' }));
    expect(await screen.findByText('7 Modelle')).toBeTruthy();
  });

  it('in French: texts, prices and localized links', async () => {
    render(<ModelRangeStory locale="fr" messages={fr} search="?fuel=electric" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Nos modèles' })).toBeTruthy();
    expect(await screen.findByText('2 modèles')).toBeTruthy();
    const ev6 = screen.getByRole('article', { name: 'Kia EV6' });
    expect(within(ev6).getByRole('link', { name: '1 véhicule en stock: Kia EV6' }).getAttribute('href')).toBe(
      '/fr/concessionnaire/auto-zentrum-zuerich/trouver-un-vehicule?make=Kia&model[]=109',
    );
    expect(within(ev6).getByRole('link', { name: 'Réserver un essai sur route: Kia EV6' }).getAttribute('href')).toBe(
      '/fr/concessionnaire/auto-zentrum-zuerich/essai-sur-route-modele/ev6',
    );
  });
});

describe('the states of the page', () => {
  it.each([
    ['Loading', story.Loading, 'Modelle werden geladen …'],
    ['Empty', story.Empty, 'Zurzeit sind keine Modelle verfügbar.'],
    ['Error', story.Error, 'Es ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.'],
    [
      'NoMatch',
      story.NoMatch,
      'Für die gesetzten Filter gibt es aktuell leider keine passenden Ergebnisse. Bitte versuchen Sie es mit weniger Filtern.',
    ],
  ])('%s', async (_, state, text) => {
    await state.run();
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it('StockUnavailable: each model links to the list filtered by its id, without counts', async () => {
    await story.StockUnavailable.run();
    const link = await screen.findByRole('link', { name: 'Fahrzeuge an Lager ansehen: Kia Sportage' });
    expect(link.getAttribute('href')).toBe(`${BASE}/auto-finden?model[]=106`);
  });

  it('LongNames and FiltersActiveFrench render their page', async () => {
    await story.LongNames.run();
    expect(await screen.findAllByRole('heading', { name: /Launch Edition mit Panoramadach/, level: 3 })).toHaveLength(3);
    cleanup();
    await story.FiltersActiveFrench.run();
    expect(await screen.findByRole('link', { name: 'Électrique, retirer le filtre' })).toBeTruthy();
  });
});
