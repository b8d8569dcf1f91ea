import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { SearchCriteriaResponse, VehicleSort } from '@carweb/api-contracts';
import criteriaFixture from '../filter-panel/criteria.fixture.json';
import { SortSelect } from './SortSelect';
import { listPage } from '../testing/list-states';

type Options = SearchCriteriaResponse['sorting'];
type Args = { options: Options; value: VehicleSort | undefined };

const SANDBOX_OPTIONS = (criteriaFixture as SearchCriteriaResponse).sorting;

/** The select and the sort it applies (undefined: the backend's recommendation). */
function SortStory({ options, value }: { options: Options; value: VehicleSort | undefined }) {
  const [sort, setSort] = useState(value);
  return (
    <>
      <SortSelect options={options} value={sort} onChange={setSort} />
      <p>
        sort: <output data-testid="sort">{sort ?? 'relevance'}</output>
      </p>
    </>
  );
}

const meta = {
  title: 'Vehicle market/SortSelect',
  args: { options: SANDBOX_OPTIONS, value: undefined },
  parameters: listPage(),
  render: ({ options, value }) => <SortStory options={options} value={value} />,
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The backend's sort options, "Empfehlung" selected; choosing "Preis aufsteigend" applies price_asc, back to "Empfehlung" none. */
export const ChooseSort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Sortieren nach' });
    await expect(select).toHaveValue('relevance');
    await userEvent.selectOptions(select, 'Preis aufsteigend');
    await expect(canvas.getByTestId('sort')).toHaveTextContent('price_asc');
    await userEvent.selectOptions(select, 'Empfehlung');
    await expect(canvas.getByTestId('sort')).toHaveTextContent('relevance');
  },
};

/** From a shared link sorted by mileage. */
export const FromLink: Story = { args: { value: 'km_asc' } };

/** No options (criteria not loaded): nothing is shown. */
export const NoOptions: Story = { args: { options: [] } };

export const French: Story = {
  globals: { locale: 'fr' },
  args: {
    options: [
      { id: 'relevance', name: 'Recommandation', selected: true },
      { id: 'price_asc', name: 'Prix croissant', selected: false },
      { id: 'price_desc', name: 'Prix décroissant', selected: false },
      { id: 'km_asc', name: 'Kilométrage croissant', selected: false },
    ],
  },
};
