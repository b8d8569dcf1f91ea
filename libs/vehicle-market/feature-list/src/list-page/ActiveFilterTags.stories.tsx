import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { FilterTag } from '@carweb/api-contracts';
import { marketFilterSearch, parseMarketFilter, type MarketFilter } from '@carweb/vehicle-market-util-search-state';
import { ActiveFilterTags } from './ActiveFilterTags';
import { listPage } from '../testing/list-states';

type Args = { search: string; tags: FilterTag[] };

/** The chips of a filter, as the backend names them; a removed chip's code leaves the filter (and its chip goes). */
function TagsStory({ search, tags }: { search: string; tags: FilterTag[] }) {
  const [filter, setFilter] = useState<MarketFilter>(() => parseMarketFilter(search));
  const shown = tags.filter((tag) => {
    const value = (filter as Record<string, unknown>)[tag.category];
    return tag.category === 'model' ? filter.make === tag.id : Array.isArray(value) && value.includes(tag.id);
  });
  return (
    <>
      <ActiveFilterTags filter={filter} tags={shown} onChange={setFilter} />
      <p>
        URL: <output data-testid="filter">{marketFilterSearch(filter) || '–'}</output>
      </p>
    </>
  );
}

const meta = {
  title: 'Vehicle market/ActiveFilterTags',
  args: {
    search: '?make=Kia&cond[]=used&fuel[]=electric&fuel[]=hybrid',
    tags: [
      { category: 'model', id: 'Kia', name: 'Kia' },
      { category: 'cond', id: 'used', name: 'Occasion' },
      { category: 'fuel', id: 'electric', name: 'Elektro' },
      { category: 'fuel', id: 'hybrid', name: 'Voll-Hybrid' },
    ],
  },
  parameters: listPage(),
  render: ({ search, tags }) => <TagsStory search={search} tags={tags} />,
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Remove "Elektro", then "Alle Filter entfernen": only the sort would stay. */
export const RemoveAndClearAll: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Filter Elektro entfernen' }));
    await expect(canvas.getByTestId('filter')).toHaveTextContent('?make=Kia&cond[]=used&fuel[]=hybrid');
    await userEvent.click(canvas.getByRole('button', { name: 'Alle Filter entfernen' }));
    await expect(canvas.getByTestId('filter')).toHaveTextContent('–');
    await expect(canvas.queryByRole('list', { name: 'Aktive Filter' })).toBeNull();
  },
};

/** One chip: no "remove all". */
export const OneTag: Story = { args: { search: '?cond[]=new', tags: [{ category: 'cond', id: 'new', name: 'Neu' }] } };

/** Long names wrap. */
export const LongNames: Story = {
  args: {
    search: '?equip[]=trailer&equip[]=panorama',
    tags: [
      { category: 'equip', id: 'trailer', name: 'Anhängerkupplung schwenkbar mit Anhängerstabilisierung' },
      { category: 'equip', id: 'panorama', name: 'Panorama-Glasschiebedach elektrisch mit Sonnenschutzrollo' },
    ],
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: {
    search: '?cond[]=used&fuel[]=electric',
    tags: [
      { category: 'cond', id: 'used', name: 'Occasion' },
      { category: 'fuel', id: 'electric', name: 'Électrique' },
    ],
  },
};
