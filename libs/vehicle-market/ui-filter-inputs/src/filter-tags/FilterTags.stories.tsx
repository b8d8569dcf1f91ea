import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { FilterTags, type FilterTagItem } from './FilterTags';

function StatefulFilterTags({ initial }: { initial: FilterTagItem[] }) {
  const [tags, setTags] = useState(initial);
  return (
    <FilterTags
      label="Aktive Filter"
      tags={tags}
      removeLabel={(t) => `Filter ${t} entfernen`}
      onRemove={(key) => setTags(tags.filter((t) => t.key !== key))}
      clearAllLabel="Alle Filter entfernen"
      onClearAll={() => setTags([])}
    />
  );
}

const meta = {
  title: 'Vehicle market/FilterTags',
  component: StatefulFilterTags,
  args: {
    initial: [
      { key: 'fuel:electric', label: 'Elektro' },
      { key: 'price:priceto', label: "bis CHF 30'000.–" },
      { key: 'model:Kia', label: 'Kia' },
    ],
  },
} satisfies Meta<typeof StatefulFilterTags>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Several: Story = {};
/** No active filter: nothing is rendered. */
export const Empty: Story = { args: { initial: [] } };
export const LongLabels: Story = {
  args: {
    initial: Array.from({ length: 8 }, (_, i) => ({
      key: `equipment:${i}`,
      label: `Ausstattung: Panorama-Glasschiebedach mit elektrischer Jalousie ${i + 1}`,
    })),
  },
};
