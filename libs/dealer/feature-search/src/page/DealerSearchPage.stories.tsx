import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { DealerListEntry } from '@carweb/api-contracts';
import { routeSegment, type DealerBase } from '@carweb/platform-routing';
import { answer, outage, recordedAnswer, sandboxAnswer } from '@carweb/shared-testing-msw';
import { dealerListEntry, manyDealers } from '../dealer-list.fixtures';
import { dealerSearchRoute } from '../dealer-search-route';
import { loadFailingMap, loadStoryMap, STORY_NOW } from '../maps/maps-stand-in';
import DealerSearchPage from './DealerSearchPage';

const DEALER_LIST = 'dealer/dealer-list';

/** The search at /{locale}/haendlersuche{search} in the site's route tree, its real loader answered by MSW. */
const at = (search = '') => ({
  route: {
    url: (base: DealerBase) => `/${base.locale}/${routeSegment('dealerSearch', base.locale, base.brand.routeSegments)}${search}`,
    site: { loader: dealerSearchRoute.loader },
  },
});

/** dealer-list as the sandbox answers it: every dealer of the brand, or those offering `dealerServiceType`. */
const byService = (url: URL) => {
  const service = url.searchParams.get('dealerServiceType') ?? 'all';
  const dealers = sandboxAnswer(url) as DealerListEntry[];
  return dealers.filter((dealer) => service === 'all' || dealer.services.some((offered) => offered === service));
};

/** Once the first results are shown, a new search starts that never ends (`?pending`: its loader never answers). */
function PendingSearch({ search }: { search: string }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => void navigate(`${pathname}${search}&pending=1`), []); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
}

const results = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('region', { name: /Suchergebnisse|Résultats de la recherche|Risultati della ricerca/ }));
const dealerNames = (canvas: ReturnType<typeof within>) =>
  results(canvas)
    .getAllByRole('heading', { level: 3 })
    .map((heading: HTMLElement) => heading.textContent);
/** The search's own status (the site frame's navigation status comes first). */
const searchStatus = (canvas: ReturnType<typeof within>) => canvas.getAllByRole('status').at(-1) as HTMLElement;
const shown = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1 });
  return canvas;
};

const meta = {
  title: 'Dealer search/DealerSearchPage',
  component: DealerSearchPage,
  args: { now: STORY_NOW },
  parameters: at(),
  beforeEach: ({ msw }) => msw.use(answer(DEALER_LIST, byService)),
} satisfies Meta<typeof DealerSearchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every dealer by name: no map key configured, the list is the page; links to the dealer homes, no map, no map buttons. */
export const AllDealers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await shown(canvasElement);
    await expect(searchStatus(canvas)).toHaveTextContent('18 Händler, alphabetisch sortiert');
    await expect(dealerNames(canvas)[0]).toBe('Auto Zentrum Zürich – Dietikon');
    await expect(canvas.getByRole('link', { name: 'Garage Monnier SA' })).toHaveAttribute('href', '/de/haendler/garage-monnier-sa');
    await expect(canvas.queryByRole('region', { name: 'Karte der Händler' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Auf der Karte zeigen' })).toBeNull();
  },
};
/** French: texts, town names of the language, distance and links in the page language. */
export const French: Story = {
  globals: { locale: 'fr' },
  parameters: at('?place=Lausanne'),
  play: async ({ canvasElement }) => {
    const canvas = await shown(canvasElement);
    await expect(searchStatus(canvas)).toHaveTextContent('18 concessionnaires, triés par distance depuis Lausanne');
    await expect(canvas.getByRole('link', { name: 'Garage Monnier – Lausanne' })).toHaveAttribute(
      'href',
      '/fr/concessionnaire/garage-monnier-lausanne',
    );
    await expect(canvas.getAllByText(/^à \d+\.\d km$/)).toHaveLength(18);
    const ratings = canvas.getAllByText(
      (_, element) => element?.tagName === 'P' && /^★ Note \d\.\d sur 5 \(\d+ avis\)$/.test(element.textContent ?? ''),
    );
    await expect(ratings).toHaveLength(16);
  },
};
export const Italian: Story = {
  globals: { locale: 'it' },
  parameters: at('?place=Ginevra'),
  play: async ({ canvasElement }) => {
    await expect(dealerNames(await shown(canvasElement))[0]).toBe('Garage Monnier SA');
  },
};
/** A postcode: its dealers first with their distance, today's opening hours and rating. */
export const ByPostcode: Story = {
  parameters: at('?place=8953'),
  play: async ({ canvasElement }) => {
    const canvas = await shown(canvasElement);
    await expect(searchStatus(canvas)).toHaveTextContent('18 Händler, nach Entfernung ab 8953 Dietikon sortiert');
    const first = results(canvas).getAllByRole('listitem')[0] as HTMLElement;
    await expect(within(first).getByText(/km entfernt$/)).toHaveTextContent('0.3 km entfernt');
    await expect(within(first).getByText(/^Heute geöffnet/)).toHaveTextContent('Heute geöffnet: 07:00–17:30');
    // the first (a service branch) has no rating; the next dealer in Dietikon has one
    await expect(within(first).queryByText(/Bewertung/)).toBeNull();
    const kiaCenter = canvas.getByRole('link', { name: 'Kia Center Dietikon' }).closest('li') as HTMLElement;
    await expect(within(kiaCenter).getByText(/Bewertung/)).toHaveTextContent('★ Bewertung 4.4 von 5 (297 Bewertungen)');
    await expect(canvas.getByLabelText('Ort, PLZ oder Name')).toHaveValue('8953');
  },
};
export const ByTown: Story = { parameters: at('?place=Bern') };
/** A name: only its dealers. */
export const ByName: Story = {
  parameters: at('?place=Garage+Monnier'),
  play: async ({ canvasElement }) => {
    await expect(dealerNames(await shown(canvasElement))).toEqual([
      'Garage Monnier SA',
      'Garage Monnier – Lausanne',
      'Garage Monnier – Sion',
    ]);
  },
};
/** A service: only dealers that offer it, measured from the town. */
export const ByService: Story = {
  parameters: at('?place=Basel&service=testdrive'),
  play: async ({ canvasElement }) => {
    const canvas = await shown(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Probefahrt' })).toBeChecked();
    await expect(dealerNames(canvas)).not.toContain('Garage Wyss – Basel');
    await expect(dealerNames(canvas)[0]).toBe('Fournier Automobile Delémont SA');
  },
};
/** A new search is on its way: the previous results stay, marked busy. */
export const Loading: Story = {
  parameters: at('?place=8048'),
  render: (args) => (
    <>
      <DealerSearchPage {...args} />
      <PendingSearch search="?place=Lugano" />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = await shown(canvasElement);
    await waitFor(() => expect(searchStatus(canvas)).toHaveTextContent('Die Suche läuft …'));
    await expect(canvas.getByRole('region', { name: 'Suchergebnisse' })).toHaveAttribute('aria-busy', 'true');
    await expect(dealerNames(canvas)).toHaveLength(18);
  },
};
/** Empty result: the spec text and a way back to every dealer. */
export const EmptyResult: Story = {
  parameters: at('?place=Atlantis'),
  play: async ({ canvasElement }) => {
    const canvas = await shown(canvasElement);
    await expect(canvas.getByText(/Für die gesetzten Filter gibt es aktuell leider keine passenden Ergebnisse/)).toBeVisible();
    await expect(results(canvas).getByRole('link', { name: 'Alle Händler anzeigen' })).toHaveAttribute('href', '/de/haendlersuche');
  },
};
/** The dealer service is down: the spec's generic message (the page answers 503 in the site frame). */
export const DealerServiceError: Story = {
  beforeEach: ({ msw }) => msw.use(outage(DEALER_LIST)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Es ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.',
    );
  },
};
/** Many results: every one listed, nearest first. */
export const ManyResults: Story = {
  parameters: at('?place=3000'),
  beforeEach: ({ msw }) => msw.use(answer(DEALER_LIST, manyDealers(120))),
  play: async ({ canvasElement }) => {
    const canvas = await shown(canvasElement);
    await expect(dealerNames(canvas)).toHaveLength(120);
    const distances = canvas.getAllByText(/km entfernt$/).map((element) => Number(element.textContent?.split(' ')[0].replace(/'/g, '')));
    await expect(distances).toEqual([...distances].sort((a, b) => a - b));
  },
};
/** Long names stay in their card. */
export const LongTexts: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      answer(DEALER_LIST, [
        dealerListEntry([
          1,
          'Garage und Carrosserie Zimmermann-Schwarzenbach Automobile Vertretungen und Occasionen AG',
          '9500',
          'Wil SG',
          47.4615,
          9.0455,
          ['tradein', 'onlinesales', 'testdrive'],
        ]),
        ...recordedAnswer<DealerListEntry[]>(DEALER_LIST).slice(0, 3),
      ]),
    ),
  play: async ({ canvasElement }) => {
    await expect(dealerNames(await shown(canvasElement))).toContain(
      'Garage und Carrosserie Zimmermann-Schwarzenbach Automobile Vertretungen und Occasionen AG',
    );
  },
};
/** With a maps key: the map (a stand-in for the maps service) beside the list; markers and list items select each other. */
export const MapWithMockedApi: Story = {
  args: { mapsApiKey: 'story-key', loadMap: loadStoryMap },
  parameters: at('?place=8048'),
  play: async ({ canvasElement }) => {
    const canvas = await shown(canvasElement);
    const map = await canvas.findByRole('region', { name: 'Karte der Händler' });
    const showButtons = await canvas.findAllByRole('button', { name: 'Auf der Karte zeigen' });
    await expect(showButtons).toHaveLength(18);
    // list → map
    await userEvent.click(showButtons[1] as HTMLElement);
    const second = dealerNames(canvas)[1] ?? '';
    await expect(within(map).getByRole('button', { name: second })).toHaveAttribute('aria-pressed', 'true');
    // map → list: the dealer's item is marked and gets the focus
    await userEvent.click(within(map).getByRole('button', { name: 'Garage Lugano SA' }));
    const item = canvas.getByRole('link', { name: 'Garage Lugano SA' }).closest('li');
    await expect(item).toHaveAttribute('aria-current', 'true');
    await expect(item).toHaveFocus();
  },
};
/** A place predicted by the maps service, searched by its coordinates. */
export const MapPredictedPlace: Story = {
  args: { mapsApiKey: 'story-key', loadMap: loadStoryMap },
  parameters: at('?place=Lugano%2C+Schweiz&lat=46.0037&lon=8.9511'),
};
/** Typing a place the maps service predicts, then searching: the search goes by the prediction's coordinates. */
export const MapSearchByPrediction: Story = {
  args: { mapsApiKey: 'story-key', loadMap: loadStoryMap },
  parameters: at('?place=8048'),
  play: async ({ canvasElement }) => {
    const canvas = await shown(canvasElement);
    await canvas.findAllByRole('button', { name: 'Auf der Karte zeigen' });
    const box = canvas.getByLabelText('Ort, PLZ oder Name');
    await userEvent.clear(box);
    await userEvent.type(box, 'Lugano, Schweiz');
    await waitFor(() => expect(canvasElement.querySelector('option[value="Lugano, Schweiz"]')).not.toBeNull());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(searchStatus(canvas)).toHaveTextContent('18 Händler, nach Entfernung ab Lugano, Schweiz sortiert'));
    await expect(dealerNames(canvas)[0]).toBe('Garage Lugano SA');
  },
};
/** The maps script fails to load (SPEC §8: false): no broken box, the list with filter and distance sort stays. */
export const MapLoadFailure: Story = {
  args: { mapsApiKey: 'story-key', loadMap: loadFailingMap },
  parameters: at('?place=8048'),
  play: async ({ canvasElement }) => {
    const canvas = await shown(canvasElement);
    await waitFor(() => expect(canvas.queryByText('Die Karte wird geladen …')).toBeNull());
    await expect(canvas.queryByRole('region', { name: 'Karte der Händler' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Auf der Karte zeigen' })).toBeNull();
    await expect(searchStatus(canvas)).toHaveTextContent('18 Händler, nach Entfernung ab 8048 Zürich sortiert');
  },
};
