import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import type { MakesAndModelsResponse, ModelRangeResponse } from '@carweb/api-contracts';
import { dealerStockResponse, modelRangeResponse } from '../model-range.fixtures';
import { ModelRangeContent } from './ModelRangeContent';
import { ModelRangePartStory, modelRangeStoryLoaders, type ModelRangeStoryArgs } from './story-harness';

type Args = ModelRangeStoryArgs & { range: ModelRangeResponse; stock?: MakesAndModelsResponse; busy: boolean };

/** The content follows the URL, as on the page: the filter chips change what it shows. */
function ContentAtLocation({ range, stock, busy }: Omit<Args, keyof ModelRangeStoryArgs>) {
  const { pathname, search } = useLocation();
  return <ModelRangeContent range={range} stock={stock} searchParams={new URLSearchParams(search)} pathname={pathname} busy={busy} />;
}

/** The special offer, the filter chips, and the models the filter leaves, by category, with the dealer's stock. */
const meta = {
  title: 'Dealer/ModelRange/ModelRangeContent',
  args: { locale: 'de', messages: {}, search: '', range: modelRangeResponse(), stock: dealerStockResponse(), busy: false },
  loaders: modelRangeStoryLoaders,
  render: ({ locale, search, range, stock, busy }, { loaded }) => (
    <ModelRangePartStory locale={locale} messages={loaded['messages']} search={search}>
      <ContentAtLocation range={range} stock={stock} busy={busy} />
    </ModelRangePartStory>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllModels: Story = {};
export const French: Story = { args: { locale: 'fr', range: modelRangeResponse('fr') } };
export const Filtered: Story = { args: { search: '?fuel=hybrid&body=suv' } };
/** A filter change is loading: the models shown so far are marked busy. */
export const Busy: Story = { args: { search: '?fuel=electric', busy: true } };
/** The dealer's stock is not known yet: each model links to the filtered list without a count. */
export const StockUnknown: Story = { args: { stock: undefined } };
/** No model fits the filter: the spec's no-result text and the reset link. */
export const NoMatch: Story = { args: { search: '?fuel=electric&body=wagon' } };
export const NoModels: Story = { args: { range: modelRangeResponse('de', { models: [], specialOfferId: null }) } };
