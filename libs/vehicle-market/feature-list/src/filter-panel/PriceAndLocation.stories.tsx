import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SearchCriteriaResponse, SearchFilter } from '@carweb/api-contracts';
import { marketFilterSearch, type MarketFilter } from '@carweb/vehicle-market-util-search-state';
import type { PlaceSearch } from '../location/place-search';
import criteriaFixture from './criteria.fixture.json';
import { LocationFilter } from './LocationFilter';
import { PlaceLocationFilter } from './PlaceLocationFilter';
import { PriceFilter } from './PriceFilter';
import { useStepLabels } from './step-labels';
import { listPage } from '../testing/list-states';

const criteria = criteriaFixture as SearchCriteriaResponse;
const location = criteria.filter.find((entry) => entry.identifier === 'location') as SearchFilter;

/** A search that finds no place (an unknown name, or the maps service refusing the request). */
const nothingFound: PlaceSearch = { kind: 'maps', suggest: async () => [], resolve: async () => null };

type Control = 'price' | 'location' | 'place-without-result';
type Args = { control: Control; initial: MarketFilter };

/** The control on a draft filter, shown as its URL query below it. */
function DraftControl({ control, initial }: { control: Control; initial: MarketFilter }) {
  const [draft, setDraft] = useState(initial);
  const { fromStepLabel } = useStepLabels();
  return (
    <div style={{ maxWidth: 320 }}>
      {control === 'price' && (
        <PriceFilter criteria={criteria} draft={draft} onChange={setDraft} fromStepLabel={fromStepLabel('priceBuy')} />
      )}
      {control === 'location' && <LocationFilter entry={location} draft={draft} onChange={setDraft} mapsApiKey="" />}
      {control === 'place-without-result' && (
        <PlaceLocationFilter entry={location} draft={draft} onChange={setDraft} search={nothingFound} />
      )}
      <p>
        URL: <output data-testid="draft">{marketFilterSearch(draft) || '–'}</output>
      </p>
    </div>
  );
}

const meta = {
  title: 'Vehicle market/Filter panel/Price and location',
  args: { control: 'price', initial: {} },
  argTypes: {
    control: { control: 'inline-radio', options: ['price', 'location', 'place-without-result'] },
  },
  parameters: listPage(),
  render: ({ control, initial }) => <DraftControl control={control} initial={initial} />,
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** PriceFilter: purchase price steps (CHF) and a free amount; the "Leasingrate" tab switches to monthly rates. */
export const PurchasePrice: Story = {};

/** Switch to the leasing rate and choose "bis CHF 300.–": the draft gets rateto. */
export const LeasingRate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Leasingrate' }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'bis' }), 'bis CHF 300.–');
    await expect(canvas.getByTestId('draft')).toHaveTextContent('?rateto=300');
  },
};

/** A rate from a shared link opens on the leasing tab. */
export const RateFromLink: Story = { args: { initial: { ratefrom: 200, rateto: 500 } } };
export const PriceFrench: Story = { globals: { locale: 'fr' }, args: { initial: { pricefrom: 15000, priceto: 40000 } } };

/**
 * LocationFilter without a maps key: the Swiss postcode/town table. Type "Winterthur", choose the suggestion:
 * the draft gets the point and the default radius of 25 km; "Ort entfernen" clears it.
 */
export const Location: Story = {
  args: { control: 'location' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'PLZ oder Ort' }), 'Winterthur');
    await userEvent.click(await canvas.findByRole('option', { name: '8400 Winterthur' }));
    await waitFor(() => expect(canvas.getByTestId('draft')).toHaveTextContent(/lat=47\.\d+.*radius=25/));
    await expect(canvas.getByText('25 km um 8400 Winterthur')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Ort entfernen' }));
    await expect(canvas.getByTestId('draft')).toHaveTextContent('–');
  },
};

/** A point from a shared link: the nearest town names it (Bern, 50 km). */
export const LocationFromLink: Story = { args: { control: 'location', initial: { lat: 46.948, lon: 7.4474, radius: 50 } } };
export const LocationItalian: Story = { globals: { locale: 'it' }, args: { control: 'location' } };

/** PlaceLocationFilter with a search that finds nothing: the status says so, no list opens. */
export const NoPlaceFound: Story = {
  args: { control: 'place-without-result' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'PLZ oder Ort' }), 'Atlantis');
    await expect(await canvas.findByText('Kein Ort gefunden')).toBeInTheDocument();
    await expect(canvas.queryByRole('listbox')).toBeNull();
  },
};
