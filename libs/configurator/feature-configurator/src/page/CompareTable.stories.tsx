import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { recordedAnswer } from '@carweb/shared-testing-msw';
import { CompareTable, type CompareColumn } from './CompareTable';

interface Comparison {
  models: { slug: string; name: string; priceFrom: number; groups: CompareColumn['groups'] }[];
}
const columns: CompareColumn[] = recordedAnswer<Comparison>('model/configurator/compare').models.map((model) => ({
  key: model.slug,
  name: model.name,
  price: model.priceFrom,
  href: `/de/konfigurator/${model.slug}`,
  groups: model.groups,
}));

const meta = {
  title: 'Configurator/CompareTable',
  component: CompareTable,
  parameters: { route: { url: '/de/modellvergleich' } },
  args: { caption: 'Modelle vergleichen', columns },
} satisfies Meta<typeof CompareTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three models: a column each; the rows that differ are highlighted and say so to screen readers. */
export const ThreeModels: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Modelle vergleichen' });
    const [head] = within(table).getAllByRole('row');
    const columns = within(head)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent?.split('Konfigurieren')[0]);
    await expect(columns).toEqual(['Merkmal', 'Kia Picanto', 'Kia Stonic', 'Kia Ceed']);
    await expect(within(table).getByRole('rowheader', { name: /^Preis ab \(unterschiedlich\)$/ })).toBeInTheDocument();
  },
};

/** On a 375 px phone the columns scroll sideways, the row labels stay. */
export const Phone: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 375 }}>{Story()}</div>],
};
