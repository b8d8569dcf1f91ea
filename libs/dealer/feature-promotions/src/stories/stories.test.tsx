import { composeStories } from '@storybook/react-vite';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as detailStories from '../detail-page/PromotionDetailPage.stories';
import * as listStories from '../list-page/PromotionListPage.stories';
import * as latestStories from '../teasers/LatestPromotions.stories';
import * as unavailableStories from '../unavailable-page/PromotionUnavailablePage.stories';

const list = composeStories(listStories);
const detail = composeStories(detailStories);
const unavailable = composeStories(unavailableStories);
const latest = composeStories(latestStories);

const heading = async () => (await screen.findByRole('heading', { level: 1 })).textContent;
const hrefOf = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');
const vehicleLinks = () =>
  within(screen.getByRole('region', { name: /Fahrzeuge zu dieser Aktion|Véhicules/ })).getAllByRole('heading', { level: 3 });

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('promotion list stories', () => {
  it('groups offers for a vehicle and for service, each linked to its own page', async () => {
    await list.Default.run();
    expect(await heading()).toBe('Aktionen');
    const sales = await screen.findByRole('region', { name: 'Angebote für Ihr nächstes Fahrzeug' });
    expect(within(sales).getAllByRole('listitem')).toHaveLength(2);
    expect(hrefOf('Winterräder geschenkt')).toBe('/de/haendler/auto-zentrum-zuerich/aktionen/gratis-winterraeder');
    expect(hrefOf('Winter-Check für CHF 49.–')).toBe('/de/haendler/auto-zentrum-zuerich/services/winter-check');
    expect(screen.getByText('Gültig bis 31. März 2030')).toBeTruthy();
  });

  it('speaks French and Italian with the localized slugs', async () => {
    await list.French.run();
    expect(await heading()).toBe('Actions');
    await screen.findByRole('region', { name: 'Offres pour votre prochain véhicule' });
    expect(hrefOf('Winterräder geschenkt')).toBe('/fr/concessionnaire/auto-zentrum-zuerich/actions/roues-hiver-offertes');
    cleanup();
    await list.Italian.run();
    expect(await heading()).toBe('Promozioni');
  });

  it('says so when there are no current promotions', async () => {
    await list.Empty.run();
    expect(await screen.findByText('Zurzeit gibt es keine Aktionen. Schauen Sie bald wieder vorbei.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});

describe('promotion detail stories', () => {
  it('shows the promotion, its call to action to the vehicles and the first 6 of 13 vehicles linked to their detail pages', async () => {
    await detail.Default.run();
    expect(await heading()).toBe('Winterräder geschenkt');
    expect(hrefOf('Angebote entdecken')).toBe('#promotion-vehicles');
    expect(await screen.findByText('6 von 13 Fahrzeugen')).toBeTruthy();
    const cards = vehicleLinks();
    expect(cards).toHaveLength(6);
    expect(within(cards[0]).getByRole('link').getAttribute('href')).toBe(
      '/de/haendler/auto-zentrum-zuerich/auto-finden/kia-sportage-300000',
    );
    expect(hrefOf('Alle Aktionen')).toBe('/de/haendler/auto-zentrum-zuerich/aktionen');
  });

  it('"load more" appends the next 6 and moves focus to the first new vehicle', async () => {
    await detail.LoadMore.run();
    await waitFor(() => expect(vehicleLinks()).toHaveLength(12));
    await waitFor(() => expect(document.activeElement).toBe(within(vehicleLinks()[6]).getByRole('link')));
    expect(screen.getByRole('button', { name: 'Weitere Fahrzeuge laden' })).toBeTruthy();
  });

  it('page-builder content replaces the own text: its headline, sanitized rich text and button', async () => {
    await detail.BuilderContent.run();
    await waitFor(async () => expect(await heading()).toBe('Winterräder geschenkt – nur diesen Monat'));
    expect(screen.getByText('Neuwagen', { selector: 'strong' })).toBeTruthy();
    // the builder's button is the call to action: the hero has none of its own then
    expect(screen.getAllByRole('link', { name: 'Angebote entdecken' }).map((link) => link.getAttribute('href'))).toEqual([
      '/de/haendler/auto-zentrum-zuerich/kontakt',
    ]);
  });

  it('a service theme books a service appointment with the service partner beside it, and shows no vehicles', async () => {
    await detail.ServiceTheme.run();
    expect(await heading()).toBe('Winter-Check für CHF 49.–');
    expect(hrefOf('Termin vereinbaren')).toBe('/de/haendler/auto-zentrum-zuerich/terminvereinbarung');
    expect(screen.getByRole('heading', { name: 'Ihr Servicepartner' })).toBeTruthy();
    expect(screen.queryByText('Fahrzeuge zu dieser Aktion')).toBeNull();
  });

  it('the vehicles loading, none and failing', async () => {
    await detail.VehiclesLoading.run();
    expect((await screen.findByRole('status')).textContent).toBe('Fahrzeuge werden geladen …');
    cleanup();
    await detail.NoVehicles.run();
    expect(await screen.findByText('Zu dieser Aktion sind im Moment keine Fahrzeuge verfügbar.')).toBeTruthy();
    cleanup();
    await detail.VehiclesError.run();
    expect((await screen.findByRole('alert')).textContent).toBe('Es ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.');
  });

  it('speaks French', async () => {
    await detail.French.run();
    expect(await screen.findByText('6 sur 13 véhicules')).toBeTruthy();
    expect(screen.getByRole('button', { name: "Charger d'autres véhicules" })).toBeTruthy();
  });
});

describe('promotion not available stories (SPEC §8)', () => {
  it('reached from a promotion: the first wording, the link and the current offers', async () => {
    await unavailable.Expired.run();
    expect(await heading()).toBe('Scheinbar gibt es ein Problem!');
    expect(screen.getByText('Es tut uns leid, die Aktion konnte nicht gefunden werden. Vermutlich ist sie abgelaufen.')).toBeTruthy();
    expect(hrefOf('Zu den aktuellen Angeboten')).toBe('/de/haendler/auto-zentrum-zuerich/aktionen');
    expect(await screen.findByRole('heading', { name: 'Unsere aktuellen Angebote' })).toBeTruthy();
  });

  it('opened without a promotion: the second wording with the link to the current offers', async () => {
    await unavailable.WithoutPromotion.run();
    expect(await heading()).toBe('Es scheint ein Problem zu geben');
    expect(screen.queryByText(/Vermutlich ist sie abgelaufen/)).toBeNull();
    expect(hrefOf('Zu den aktuellen Angeboten')).toBe('/de/haendler/auto-zentrum-zuerich/aktionen');
  });

  it('French and Italian wordings, and no offers section without offers', async () => {
    await unavailable.French.run();
    expect(await heading()).toBe('Il semble y avoir un problème !');
    expect(hrefOf('Vers les offres actuelles')).toBe('/fr/concessionnaire/auto-zentrum-zuerich/actions');
    cleanup();
    await unavailable.Italian.run();
    expect(await heading()).toBe('Sembra che ci sia un problema!');
    cleanup();
    await unavailable.CurrentOffersFail.run();
    expect(await heading()).toBe('Scheinbar gibt es ein Problem!');
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });
});

describe('the dealer home’s latest promotions', () => {
  it('at most 4, newest first, and the link to all', async () => {
    await latest.MoreThanFour.run();
    const section = await screen.findByRole('region', { name: 'Aktuelle Aktionen' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Aktion 6', 'Aktion 5', 'Aktion 4', 'Aktion 3']);
    expect(hrefOf('Alle Aktionen')).toBe('/de/haendler/auto-zentrum-zuerich/aktionen');
  });

  it('hidden without promotions or when the call fails', async () => {
    for (const story of [latest.None, latest.Failing]) {
      await story.run();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('region')).toBeNull();
      cleanup();
    }
  });
});
