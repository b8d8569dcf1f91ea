import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import FilterDialog from './FilterDialog';

/** The filter panel as a dialog on small screens (its own chunk): open, Escape or × closes it. */
function DialogStory() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Filter
      </button>
      <FilterDialog open={open} title="Fahrzeuge filtern" closeLabel="Schliessen" onClose={() => setOpen(false)}>
        <p>Marke &amp; Modell, Kaufpreis / Leasing …</p>
      </FilterDialog>
    </>
  );
}

const meta = { title: 'Vehicle market/Filter dialog', component: DialogStory } satisfies Meta<typeof DialogStory>;
export default meta;

export const Open: StoryObj<typeof meta> = {};
