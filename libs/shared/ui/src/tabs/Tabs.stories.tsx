import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Tabs, type TabItem } from './Tabs';

const DETAIL_TABS: TabItem[] = [
  { id: 'technical', label: 'Technische Daten', content: <p>160 PS · Automat · Frontantrieb</p> },
  { id: 'equipment', label: 'Ausstattung', content: <p>Navigationssystem, Sitzheizung</p> },
  { id: 'environment', label: 'Umwelt und Energie', content: <p>6.5 l/100 km kombiniert · 153 g CO₂/km</p> },
];

/** Tabs hold their selection in the caller; the story keeps it in state. */
function StatefulTabs({ tabs, size }: { tabs: TabItem[]; size?: 'small' | 'large' }) {
  const [selected, setSelected] = useState(tabs[0]?.id ?? '');
  return <Tabs label="Fahrzeugdetails" tabs={tabs} selected={selected} onSelect={setSelected} size={size} />;
}

const meta = {
  title: 'Shared/Tabs',
  component: StatefulTabs,
  args: { tabs: DETAIL_TABS },
} satisfies Meta<typeof StatefulTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Large: Story = {};
export const Small: Story = { args: { size: 'small' } };
export const LongLabels: Story = {
  args: {
    tabs: [
      { id: 'a', label: 'Technische Daten und Abmessungen des Fahrzeugs', content: <p>…</p> },
      { id: 'b', label: 'Serienausstattung und Sonderausstattung', content: <p>…</p> },
      { id: 'c', label: 'Umwelt, Energie und Verbrauchsangaben', content: <p>…</p> },
    ],
  },
};
