import type { Meta, StoryObj } from '@storybook/react-vite';
import { modelRangeResponse } from '../model-range.fixtures';
import { ModelCard, type ModelCardProps } from './ModelCard';
import { ModelRangePartStory, modelRangeStoryLoaders, type ModelRangeStoryArgs } from './story-harness';

type Args = ModelRangeStoryArgs & ModelCardProps;

const [picanto, stonic] = modelRangeResponse().models;
const BASE = '/de/haendler/auto-zentrum-zuerich';
const forms = (slug: string) => ({ testDrive: `${BASE}/modell-probefahrt/${slug}`, offer: `${BASE}/modell-offerte/${slug}` });

/** One model: picture, name, prices from, its vehicles in stock, test drive and offer (link names say which model). */
const meta = {
  title: 'Dealer/ModelRange/ModelCard',
  args: {
    locale: 'de',
    messages: {},
    search: '',
    model: stonic,
    headingId: 'model-story',
    stock: { kind: 'inStock', href: `${BASE}/auto-finden?make=Kia&model[]=102`, count: 5 },
    forms: forms(stonic.slug),
  },
  loaders: modelRangeStoryLoaders,
  render: ({ locale, messages: _messages, search, ...props }, { loaded }) => (
    <ModelRangePartStory locale={locale} messages={loaded['messages']} search={search}>
      <div style={{ maxWidth: 320 }}>
        <ModelCard {...props} />
      </div>
    </ModelRangePartStory>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InStock: Story = {};
export const French: Story = { args: { locale: 'fr', model: modelRangeResponse('fr').models[1] } };
/** The dealer's stock is not known (loading or failed): the list filtered by the model, without a count. */
export const StockUnknown: Story = { args: { stock: { kind: 'unknown', href: `${BASE}/auto-finden?model[]=102` } } };
export const NotInStock: Story = { args: { stock: { kind: 'none' } } };
/** A brand without vehicle market and a model without forms: only name and prices. */
export const NoLinks: Story = { args: { stock: null, forms: null, model: { ...stonic, leasingRateFrom: null } } };
/** The special offer, featured above the filter. */
export const SpecialOffer: Story = { args: { model: picanto, specialOffer: true, featured: true, forms: forms(picanto.slug) } };
export const LongName: Story = {
  args: {
    model: { ...stonic, name: 'Kia Stonic 1.0 T-GDi MHEV GT-Line Launch Edition mit Panoramadach und Winterpaket', priceFrom: 124_950 },
  },
};
