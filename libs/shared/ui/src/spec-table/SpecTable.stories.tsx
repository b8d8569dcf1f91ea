import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SpecTable } from './SpecTable';

const variants = ['1.0 T-GDi Power', '1.6 T-GDi HEV Style', '1.6 T-GDi PHEV GT-Line AWD'];

/** Values side by side: the first column stays while the others scroll sideways on a phone. */
const meta = {
  title: 'Shared/SpecTable',
  component: SpecTable,
  args: {
    caption: 'Technische Daten der Varianten des Kia Sportage',
    scrollLabel: 'Technische Daten, seitlich scrollbar',
    corner: 'Merkmal',
    columns: variants.map((name) => ({ id: name, header: name })),
    groups: [
      {
        id: 'engine',
        title: 'Motor',
        rows: [
          { label: 'Leistung', values: ['100 kW (136 PS)', '169 kW (230 PS)', '195 kW (265 PS)'] },
          { label: 'Getriebe', values: ['Manuell', 'Automatik', 'Automatik'] },
        ],
      },
      {
        id: 'consumption',
        title: 'Verbrauch',
        rows: [{ label: 'Verbrauch kombiniert', values: ['6.5 l/100 km', '5.6 l/100 km', '1.1 l/100 km'] }],
      },
    ],
  },
} satisfies Meta<typeof SpecTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Technische Daten der Varianten des Kia Sportage' })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'Leistung' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Technische Daten, seitlich scrollbar' })).toHaveAttribute('tabindex', '0');
  },
};
/** One column, as with a model of one variant. */
export const OneColumn: Story = {
  args: { columns: [{ id: 'one', header: variants[0] }] },
};
/** A phone: the values scroll, the first column stays. */
export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };
export const LongTexts: Story = {
  args: {
    columns: variants.map((name) => ({ id: name, header: `${name} Launch Edition mit Panoramadach und Winterpaket` })),
  },
};
