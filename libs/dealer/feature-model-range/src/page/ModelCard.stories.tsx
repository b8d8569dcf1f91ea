import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ModelRangeResponse } from '@carweb/api-contracts';
import { recordedAnswer } from '@carweb/shared-testing-msw';
import { ModelCard } from './ModelCard';

const range = (locale = 'de') => recordedAnswer<ModelRangeResponse>('model/brand-world/models', locale);
const [picanto, stonic] = range().models;
const BASE = '/de/haendler/auto-zentrum-zuerich';
const forms = (slug: string) => ({ testDrive: `${BASE}/modell-probefahrt/${slug}`, offer: `${BASE}/modell-offerte/${slug}` });

/** One model: picture, name, prices from, its vehicles in stock, test drive and offer (link names say which model). */
const meta = {
  title: 'Dealer/ModelRange/ModelCard',
  component: ModelCard,
  args: {
    model: stonic,
    headingId: 'model-story',
    stock: { kind: 'inStock', href: `${BASE}/auto-finden?make=Kia&model[]=102`, count: 5 },
    modelHref: `${BASE}/modelle/${stonic.slug}`,
    forms: forms(stonic.slug),
  },
  parameters: { route: { url: `${BASE}/modelle` } },
  render: (props) => (
    <div style={{ maxWidth: 320 }}>
      <ModelCard {...props} />
    </div>
  ),
} satisfies Meta<typeof ModelCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InStock: Story = {};
export const French: Story = { globals: { locale: 'fr' }, args: { model: range('fr').models[1] } };
/** The dealer's stock is not known (loading or failed): the list filtered by the model, without a count. */
export const StockUnknown: Story = { args: { stock: { kind: 'unknown', href: `${BASE}/auto-finden?model[]=102` } } };
export const NotInStock: Story = { args: { stock: { kind: 'none' } } };
/** A brand without vehicle market and a model without forms: only name and prices. */
export const NoLinks: Story = { args: { stock: null, modelHref: null, forms: null, model: { ...stonic, leasingRateFrom: null } } };
/** The special offer, featured above the filter. */
export const SpecialOffer: Story = { args: { model: picanto, specialOffer: true, featured: true, forms: forms(picanto.slug) } };
export const LongName: Story = {
  args: {
    model: { ...stonic, name: 'Kia Stonic 1.0 T-GDi MHEV GT-Line Launch Edition mit Panoramadach und Winterpaket', priceFrom: 124_950 },
  },
};
