import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { Dialog } from './Dialog';

function DialogDemo({ variant, children, footer }: { variant?: 'sheet' | 'wide'; children: ReactNode; footer?: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Dialog öffnen
      </button>
      <Dialog open={open} title="Filter" closeLabel="Schliessen" onClose={() => setOpen(false)} variant={variant} footer={footer}>
        {children}
      </Dialog>
    </>
  );
}

const meta = {
  title: 'Shared/Dialog',
  component: DialogDemo,
  args: { children: <p>Filterinhalt</p> },
} satisfies Meta<typeof DialogDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sheet: Story = { args: { footer: <button type="button">124 Fahrzeuge anzeigen</button> } };
export const Wide: Story = { args: { variant: 'wide', children: <p>Vergleichstabelle</p> } };
export const LongContent: Story = {
  args: {
    children: Array.from({ length: 40 }, (_, i) => <p key={i}>Filtergruppe {i + 1}</p>),
    footer: <button type="button">Anzeigen</button>,
  },
};
