import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import type { MakesAndModelsResponse, ModelRangeResponse } from '@carweb/api-contracts';
import { recordedAnswer } from '@carweb/shared-testing-msw';
import { ModelRangeContent } from './ModelRangeContent';

const rangeOf = (locale = 'de') => recordedAnswer<ModelRangeResponse>('model/brand-world/models', locale);
const at = (search: string) => ({ route: { url: `/de/haendler/auto-zentrum-zuerich/modelle${search}` } });

/** The content follows the URL, as on the page: the filter chips change what it shows. */
function ContentAtLocation({ range, stock, busy }: { range: ModelRangeResponse; stock?: MakesAndModelsResponse; busy: boolean }) {
  const { pathname, search } = useLocation();
  return <ModelRangeContent range={range} stock={stock} searchParams={new URLSearchParams(search)} pathname={pathname} busy={busy} />;
}

/** The special offer, the filter chips, and the models the filter leaves, by category, with the dealer's stock. */
const meta = {
  title: 'Dealer/ModelRange/ModelRangeContent',
  component: ContentAtLocation,
  args: { range: rangeOf(), stock: recordedAnswer<MakesAndModelsResponse>('core/filter/makes-and-models'), busy: false },
  parameters: at(''),
} satisfies Meta<typeof ContentAtLocation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllModels: Story = {};
export const French: Story = {
  globals: { locale: 'fr' },
  args: { range: rangeOf('fr') },
  parameters: { route: { url: '/fr/concessionnaire/auto-zentrum-zuerich/modèles' } },
};
export const Filtered: Story = { parameters: at('?fuel=hybrid&body=suv') };
/** A filter change is loading: the models shown so far are marked busy. */
export const Busy: Story = { args: { busy: true }, parameters: at('?fuel=electric') };
/** The dealer's stock is not known yet: each model links to the filtered list without a count. */
export const StockUnknown: Story = { args: { stock: undefined } };
/** No model fits the filter: the spec's no-result text and the reset link. */
export const NoMatch: Story = { parameters: at('?fuel=electric&body=wagon') };
export const NoModels: Story = { args: { range: { ...rangeOf(), models: [], specialOfferId: null } } };
