import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ModelRangeTeaser } from './ModelRangeTeaser';
import { listPage } from '../testing/list-states';

type Args = { href: string | null };

const meta = {
  title: 'Vehicle market/ModelRangeTeaser',
  args: { href: '/de/haendler/auto-zentrum-zuerich/modelle' },
  parameters: listPage(),
  render: ({ href }) => (
    <div style={{ maxWidth: 720 }}>
      <ModelRangeTeaser href={href} />
    </div>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Below the list of a sales dealer: configure a new car from the model range. */
export const German: Story = {
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: 'Zur Modellübersicht' });
    await expect(link).toHaveAttribute('href', '/de/haendler/auto-zentrum-zuerich/modelle');
  },
};
export const French: Story = { globals: { locale: 'fr' }, args: { href: '/fr/concessionnaire/auto-zentrum-zuerich/modèles' } };
export const Italian: Story = { globals: { locale: 'it' }, args: { href: '/it/concessionario/auto-zentrum-zuerich/modelli' } };

/** Service-type dealers and brand-wide lists have no model range: nothing is shown. */
export const NoModelRange: Story = { args: { href: null } };
