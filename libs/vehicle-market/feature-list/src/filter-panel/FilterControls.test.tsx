import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import type { SearchCriteriaResponse, SearchFilter } from '@carweb/api-contracts';
import { marketFilterSearch, type MarketFilter } from '@carweb/vehicle-market-util-search-state';
import de from '../i18n/de.json';
import criteria from './criteria.fixture.json';
import { listPageCriteria, stepsOf } from './criteria-values';
import { FilterControls } from './FilterControls';

afterEach(cleanup);

const messages = Object.fromEntries(Object.entries(de).map(([key, text]) => [`vehicle-market-list.${key}`, text]));

function Harness({
  initial = {},
  answer = criteria as SearchCriteriaResponse,
}: {
  initial?: MarketFilter;
  answer?: SearchCriteriaResponse;
}) {
  const [draft, setDraft] = useState<MarketFilter>(initial);
  const [queryClient] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <IntlProvider locale="de-CH" messages={messages}>
        <FilterControls
          criteria={answer}
          draft={draft}
          onChange={setDraft}
          dealerOptions={[
            { id: '100', label: 'Auto Zentrum Zürich AG' },
            { id: '101', label: 'Oerlikon' },
          ]}
          dealerFilterLabel="Standort"
        />
        <output data-testid="draft">{marketFilterSearch(draft)}</output>
      </IntlProvider>
    </QueryClientProvider>
  );
}

const draft = () => screen.getByTestId('draft').textContent;
function find(root: HTMLElement, selector: string): HTMLElement {
  const element = root.querySelector<HTMLElement>(selector);
  if (!element) throw new Error(`no ${selector}`);
  return element;
}
/** Opens a closed group; its input's code loads then (lazy), so the test waits for the input to appear. */
const open = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));

describe('filter panel controls (every input type of SPEC §3)', () => {
  it('renders a group for every filter the backend offers, sort excluded', () => {
    render(<Harness />);
    const groups = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(groups).toEqual([
      'Marke & Modell',
      'Kaufpreis / Leasing',
      'Zustand',
      'Erstzulassung',
      'Kilometer',
      'Treibstoff',
      'Karosserie',
      'Getriebe',
      'Antrieb',
      'Farbe',
      'Fahrzeugart',
      'Energieeffizienz',
      'Ausstattung',
      'Sitzplätze',
      'Qualität',
      'Kaufoptionen',
      'Aktionen',
      'Suchbegriff',
      'Umkreis',
      'Standort',
    ]);
  });

  it('checkboxListWithTopSelection: make, then its models', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('checkbox', { name: /Kia/ }));
    expect(draft()).toBe('?make=Kia');
    const models = screen.getByRole('group', { name: 'Modelle von Kia' });
    fireEvent.click(within(models).getAllByRole('checkbox')[0]);
    expect(draft()).toMatch(/^\?make=Kia&model\[\]=\d+$/);
  });

  it('checkboxList, checkboxIconList, checkboxColorList, checkboxEfficiencyList and tags set array parameters', async () => {
    render(<Harness />);
    open('Zustand');
    fireEvent.click(await screen.findByRole('checkbox', { name: /Neu/ }));
    open('Karosserie');
    expect(((await screen.findByRole('checkbox', { name: /Kleinwagen/ })) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: /SUV/ }));
    open('Farbe');
    fireEvent.click(await screen.findByRole('checkbox', { name: /Schwarz/ }));
    open('Energieeffizienz');
    fireEvent.click(await screen.findByRole('checkbox', { name: /^A/ }));
    open('Qualität');
    fireEvent.click(await screen.findByRole('button', { name: /Werksgarantie/ }));
    expect(draft()).toBe('?cond[]=new&body[]=suv&bodycol[]=black&efficiency[]=A&qualitytags[]=warranty');
  });

  it('rangeSelectTabs switches between purchase price and leasing rate; range takes any amount', () => {
    render(<Harness />);
    const price = screen.getByRole('tabpanel', { name: 'Kaufpreis' });
    fireEvent.change(within(price).getByLabelText('bis'), { target: { value: '20000' } });
    expect(draft()).toBe('?priceto=20000');
    fireEvent.click(screen.getByRole('tab', { name: 'Leasingrate' }));
    const rate = screen.getByRole('tabpanel', { name: 'Leasingrate' });
    fireEvent.change(within(rate).getByLabelText('bis'), { target: { value: '300' } });
    expect(draft()).toBe('?priceto=20000&rateto=300');
    fireEvent.click(screen.getByRole('tab', { name: 'Kaufpreis' }));
    const exact = find(screen.getByRole('group', { name: 'Preis frei eingeben (CHF)' }), 'input');
    fireEvent.change(exact, { target: { value: "8'500" } });
    fireEvent.blur(exact);
    expect(draft()).toBe('?pricefrom=8500&priceto=20000&rateto=300');
  });

  it('rangeSelect (km, registration year) and range (seats)', async () => {
    render(<Harness />);
    open('Kilometer');
    fireEvent.change(find(await screen.findByRole('group', { name: 'Kilometer' }), 'select:last-of-type'), { target: { value: '20000' } });
    open('Erstzulassung');
    const year = await screen.findByRole('group', { name: 'Erstzulassung' });
    fireEvent.change(within(year).getByLabelText('von'), { target: { value: '2024' } });
    open('Sitzplätze');
    const seats = await screen.findByRole('group', { name: 'Sitzplätze' });
    fireEvent.change(within(seats).getByLabelText('von'), { target: { value: '7' } });
    expect(draft()).toBe('?yearfrom=2024&kmto=20000&seatsfrom=7');
  });

  it('checkbox (matching as free text) and the dealer filter', async () => {
    render(<Harness />);
    fireEvent.change(screen.getByLabelText('Suchbegriff'), { target: { value: 'GT-Line' } });
    fireEvent.click(screen.getByRole('button', { name: 'Suchen' }));
    open('Standort');
    fireEvent.click(await screen.findByRole('checkbox', { name: /Oerlikon/ }));
    expect(draft()).toBe('?dealerId[]=101&matching=GT-Line');
  });

  it('location: postcode or town from the fallback table, then a radius', async () => {
    render(<Harness />);
    open('Umkreis');
    const input = await screen.findByRole('combobox', { name: 'PLZ oder Ort' });
    fireEvent.change(input, { target: { value: 'Winterthur' } });
    const option = await screen.findByRole('option', { name: '8400 Winterthur' });
    fireEvent.mouseDown(option);
    await screen.findByText('25 km um 8400 Winterthur');
    expect(draft()).toBe('?lat=47.4988&lon=8.7237&radius=25');
    fireEvent.change(screen.getByLabelText('Umkreis'), { target: { value: '50' } });
    expect(draft()).toBe('?lat=47.4988&lon=8.7237&radius=50');
    fireEvent.click(screen.getByRole('button', { name: 'Ort entfernen' }));
    expect(draft()).toBe('');
  });
});

describe('the list page’s search criteria (what its query caches)', () => {
  const whole = criteria as SearchCriteriaResponse;

  it('leave out the sorting group, the counts of range steps and priceBuy’s copy of the price steps; the rest stays', () => {
    const kept = listPageCriteria(whole);
    expect(kept.sorting).toEqual(whole.sorting);
    expect(kept.filterTags).toEqual(whole.filterTags);
    expect(kept.filter.map((entry) => entry.identifier)).toEqual(
      whole.filter.map((entry) => entry.identifier).filter((id) => id !== 'sorting'),
    );
    const withoutValues = (entry: SearchFilter | undefined) => Object.entries(entry ?? {}).filter(([key]) => key !== 'values');
    for (const entry of kept.filter) {
      const original = whole.filter.find((candidate) => candidate.identifier === entry.identifier);
      expect(withoutValues(entry)).toEqual(withoutValues(original));
      if (entry.identifier === 'priceBuy') expect(entry.values).toEqual([]);
      else if (stepsOf(entry).length > 0) expect(entry.values).toEqual(stepsOf(original));
      else expect(entry.values).toEqual(original?.values);
    }
    const withoutPriceSteps = { ...whole, filter: whole.filter.filter((entry) => entry.identifier !== 'price_steps') };
    expect(stepsOf(listPageCriteria(withoutPriceSteps).filter.find((entry) => entry.identifier === 'priceBuy'))).toEqual(
      stepsOf(whole.filter.find((entry) => entry.identifier === 'priceBuy')),
    );
  });

  it('render the same panel as the whole answer, every group open', async () => {
    const panel = async (answer: SearchCriteriaResponse) => {
      const { container, unmount } = render(<Harness answer={answer} />);
      for (const toggle of screen.getAllByRole('button', { expanded: false })) fireEvent.click(toggle);
      await waitFor(() => {
        for (const toggle of screen.getAllByRole('button', { expanded: true })) {
          expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')?.childElementCount).toBeGreaterThan(0);
        }
      });
      const html = container.innerHTML.replace(/«r[0-9a-z]+»|:r[0-9a-z]+:|_r_[0-9a-z]+_/g, 'id');
      unmount();
      return html;
    };
    const shown = await panel(whole);
    expect(shown).toContain('Sitzplätze');
    expect(await panel(listPageCriteria(whole))).toBe(shown);
  });
});
