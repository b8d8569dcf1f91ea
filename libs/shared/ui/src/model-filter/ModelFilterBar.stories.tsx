import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { useLocation } from 'react-router-dom';
import type { BrandConfiguration, ModelRangeResponse } from '@carweb/api-contracts';
import { recordedAnswer } from '@carweb/shared-testing-msw';
import { parseModelFilter } from '@carweb/shared-util-model-range';
import { ModelFilterBar } from './ModelFilterBar';

const configOf = (locale = 'de') => recordedAnswer<ModelRangeResponse>('model/brand-world/models', locale).brandConfiguration;
const at = (search: string) => ({ route: { url: `/de/haendler/auto-zentrum-zuerich/modelle${search}` } });

/** The bar reads its filter from the URL, as the page does: following a chip changes it. */
function BarAtLocation({ config }: { config: BrandConfiguration }) {
  const { pathname, search } = useLocation();
  return <ModelFilterBar config={config} active={parseModelFilter(new URLSearchParams(search), config)} pathname={pathname} />;
}

/** The brand's filter groups as chips; each chip is a link to the filter it leads to (works without JavaScript). */
const meta = {
  title: 'Shared/ModelFilterBar',
  component: BarAtLocation,
  args: { config: configOf() },
  parameters: at(''),
} satisfies Meta<typeof BarAtLocation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoFilter: Story = {};
/** A first-level and a second-level filter: the note says that removing the first clears all. */
export const FiltersActive: Story = { parameters: at('?fuel=hybrid&body=suv') };
export const French: Story = {
  globals: { locale: 'fr' },
  args: { config: configOf('fr') },
  parameters: { route: { url: '/fr/concessionnaire/auto-zentrum-zuerich/modèles?fuel=electric' } },
};
/** No filter groups configured: no bar. */
export const NoGroups: Story = { args: { config: { ...configOf(), filter: [] } } };

/** With the keyboard: a chip sets its filter, its name then says it removes it, and "reset" clears the filter. */
export const ChooseAndResetByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hybrid = await canvas.findByRole('link', { name: 'Vollhybrid' });
    hybrid.focus();
    await userEvent.keyboard('{Enter}');
    const chosen = await canvas.findByRole('link', { name: 'Vollhybrid, Filter entfernen' });
    await expect(chosen).toHaveFocus();
    const reset = await canvas.findByRole('link', { name: 'Alle Filter zurücksetzen' });
    reset.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('link', { name: 'Vollhybrid' })).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Alle Filter zurücksetzen' })).not.toBeInTheDocument();
  },
};
