import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQueries, useQuery } from '@tanstack/react-query';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { testDealer } from '@carweb/shared-testing';
import { useMarketApi } from '@carweb/vehicle-market-feature-vehicle-teasers';
import { marketFilterSearch } from '@carweb/vehicle-market-util-search-state';
import { dealerScope } from '../dealer-scope';
import { foldListState, listQueries } from '../list-data';
import { ActiveFilterTags } from '../list-page/ActiveFilterTags';
import { useListFilter } from '../list-page/use-list-filter';
import { FilterPanel } from './FilterPanel';
import { answer, outage, pending } from '@carweb/shared-testing-msw';
import { COUNT, CRITERIA, listHandlers, listPage } from '../testing/list-states';

const dealer = testDealer();
const DEALER_OPTIONS = [
  { id: '100', label: dealer.name },
  ...dealer.subDealers.map((sub) => ({ id: String(sub.dealerId), label: sub.name })),
];

/** The panel as the list page wires it: the URL is the applied filter; its tags above the (left out) results. */
function FilteredList({ variant }: { variant: 'sidebar' | 'dialog' }) {
  const api = useMarketApi();
  const { filter, apply } = useListFilter();
  const queries = listQueries(api, filter, dealerScope(dealer), dealer.slug);
  const criteria = useQuery(queries.criteria);
  const state = foldListState(useQueries({ queries: queries.pages }), criteria.isError, null);
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 320px) 1fr', gap: 24 }}>
      <div>
        <FilterPanel
          variant={variant}
          filter={filter}
          appliedCriteria={criteria.data}
          appliedTotal={state.firstFetch ? undefined : state.vehicleCount}
          queries={queries}
          dealerOptions={DEALER_OPTIONS}
          dealerFilterLabel="Standort"
          onApply={apply}
        />
      </div>
      <div>
        <ActiveFilterTags filter={filter} tags={criteria.data?.filterTags ?? []} onChange={apply} />
        <p>
          URL: <output data-testid="applied">{marketFilterSearch(filter) || '–'}</output>
        </p>
      </div>
    </div>
  );
}

const meta = {
  title: 'Vehicle market/FilterPanel',
  component: FilteredList,
  args: { variant: 'sidebar' },
  argTypes: { variant: { control: 'inline-radio', options: ['sidebar', 'dialog'] } },
  parameters: listPage(),
  beforeEach: ({ msw }) => msw.use(...listHandlers()),
} satisfies Meta<typeof FilteredList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The sandbox's criteria (the dealer's 20 vehicles): make and price open, the other groups closed. */
export const Sidebar: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: '20 Fahrzeuge anzeigen' })).toBeEnabled();
  },
};

/**
 * Open "Zustand", tick "Neu": the button counts the draft (10), applies it to the URL, the tag "Neu" appears;
 * removing the tag clears the filter and the box again.
 */
export const ChooseApplyAndClear: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('open a group and choose a value', async () => {
      await userEvent.click(await canvas.findByRole('button', { name: 'Zustand' }));
      await userEvent.click(await canvas.findByRole('checkbox', { name: /Neu/ }));
    });
    await step('the live count applies the draft', async () => {
      await userEvent.click(await canvas.findByRole('button', { name: '10 Fahrzeuge anzeigen' }));
      await waitFor(() => expect(canvas.getByTestId('applied')).toHaveTextContent('?cond[]=new'));
    });
    await step('the active filter tag removes it', async () => {
      await userEvent.click(await canvas.findByRole('button', { name: 'Filter Neu entfernen' }));
      await waitFor(() => expect(canvas.getByTestId('applied')).toHaveTextContent('–'));
      await expect(canvas.queryByRole('button', { name: 'Filter Neu entfernen' })).toBeNull();
      await expect(await canvas.findByRole('checkbox', { name: /Neu/ })).not.toBeChecked();
    });
  },
};

/** "Filter zurücksetzen" empties the draft; nothing is applied until the result button is pressed. */
export const ResetDraft: Story = {
  parameters: listPage('?cond[]=used&fuel[]=hybrid'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Filter Vollhybrid entfernen' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Filter zurücksetzen' }));
    await expect(await canvas.findByRole('button', { name: '20 Fahrzeuge anzeigen' })).toBeEnabled();
    await expect(canvas.getByTestId('applied')).toHaveTextContent('?cond[]=used&fuel[]=hybrid');
  },
};

/** A shared link with filters set: their groups open with a count, the tags above the results. */
export const Prefiltered: Story = { parameters: listPage('?make=Kia&cond[]=used&cond[]=demo&fuel[]=hybrid&priceto=40000&dealerId[]=101') };

/** While the count call is on its way the button says so. */
export const Counting: Story = {
  beforeEach: ({ msw }) => msw.use(pending(COUNT)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Zustand' }));
    await userEvent.click(await canvas.findByRole('checkbox', { name: /Occasion/ }));
    await expect(await canvas.findByRole('button', { name: 'Fahrzeuge werden gezählt …' })).toBeVisible();
  },
};

/** The count failed: the button still applies the draft. */
export const CountFailed: Story = {
  beforeEach: ({ msw }) => msw.use(outage(COUNT)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Zustand' }));
    await userEvent.click(await canvas.findByRole('checkbox', { name: /Vorführwagen/ }));
    await expect(await canvas.findByRole('button', { name: 'Ergebnisse anzeigen' })).toBeEnabled();
  },
};

/** No vehicle matches the draft: the button says so and cannot be pressed. */
export const NoMatch: Story = {
  beforeEach: ({ msw }) => msw.use(answer(COUNT, { count: 0 })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Zustand' }));
    await userEvent.click(await canvas.findByRole('checkbox', { name: /Neu/ }));
    await expect(await canvas.findByRole('button', { name: 'Keine Fahrzeuge gefunden' })).toBeDisabled();
  },
};

/** The search criteria have not arrived yet. */
export const CriteriaLoading: Story = { beforeEach: ({ msw }) => msw.use(pending(CRITERIA)) };

/** The dialog variant (small screens), French and Italian texts. */
export const DialogVariant: Story = { args: { variant: 'dialog' } };
export const French: Story = { globals: { locale: 'fr' }, parameters: listPage('?cond[]=new') };
export const Italian: Story = { globals: { locale: 'it' }, parameters: listPage('?fuel[]=diesel') };
