import type { Meta, StoryObj } from '@storybook/react-vite';
import { modelRangeResponse } from '../model-range.fixtures';
import { ModelRangeStory, modelRangeStoryLoaders, type ModelRangeStoryArgs } from './story-harness';

const meta = {
  title: 'Dealer/ModelRangePage',
  args: { locale: 'de', messages: {}, search: '' },
  loaders: modelRangeStoryLoaders,
  render: (args, { loaded }) => <ModelRangeStory {...args} messages={loaded['messages']} />,
} satisfies Meta<ModelRangeStoryArgs & { answers?: [string, unknown][] }>;

export default meta;
type Story = StoryObj<typeof meta>;

const range = modelRangeResponse();
const LONG_NAMES = range.models.map((model, index) => ({
  ...model,
  name: index % 2 ? `${model.name} Plug-in-Hybrid GT-Line Launch Edition mit Panoramadach` : model.name,
}));

/** {base}/modelle: the special offer, the filter chips, seven models in four categories with the dealer's stock. */
export const Default: Story = {};
export const French: Story = { args: { locale: 'fr' } };
/** ?fuel=hybrid&body=suv: a first-level and a second-level filter; the note says what removing the first one does. */
export const FiltersActive: Story = { args: { search: '?fuel=hybrid&body=suv' } };
export const FiltersActiveFrench: Story = { args: { locale: 'fr', search: '?fuel=electric' } };
/** No model fits: the spec's no-result text and the reset link. */
export const NoMatch: Story = { args: { search: '?fuel=electric&body=wagon' } };
/** The model service has not answered yet. */
export const Loading: Story = { args: { answers: [['/brand-world/models', 'pending']] } };
/** The brand has no models to show. */
export const Empty: Story = {
  args: { answers: [['/brand-world/models', modelRangeResponse('de', { models: [], specialOfferId: null })]] },
};
/** The model service failed after the page was there (the loader answers 503 on the server). */
export const Error: Story = { args: { answers: [['/brand-world/models', 500]] } };
/** The dealer's stock is unknown: every model links to the list filtered by it, without counts. */
export const StockUnavailable: Story = { args: { answers: [['/filter/makes-and-models', 500]] } };
export const LongNames: Story = { args: { answers: [['/brand-world/models', { ...range, models: LONG_NAMES }]] } };
