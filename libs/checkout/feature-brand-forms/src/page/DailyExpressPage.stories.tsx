import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DailyExpressPageData } from '../daily-express-lookup';
import DailyExpressPage from './DailyExpressPage';
import { BrandFormStory, brandFormStoryLoaders, type BrandFormStoryArgs } from './story-harness';

type Args = BrandFormStoryArgs & { data: DailyExpressPageData };

const served: DailyExpressPageData = {
  query: { kind: 'zip', zip: '8048' },
  answer: {
    zip: '8048',
    available: true,
    nextDeliveryDate: '2030-05-06',
    nearestDealer: { dealerId: 401, name: 'Emil Frey Zürich Altstetten', city: 'Zürich', distanceKm: 2.4 },
  },
};

const meta = {
  title: 'Brand forms/DailyExpressPage',
  args: { brand: 'emilfrey', locale: 'de', messages: {}, data: { query: { kind: 'none' } } },
  loaders: brandFormStoryLoaders,
  render: ({ brand, locale, data }, { loaded }) => (
    <BrandFormStory brand={brand} locale={locale} messages={loaded['messages']} data={data} element={<DailyExpressPage />} />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Served: Story = { args: { data: served } };
export const ServedFrench: Story = { args: { data: served, locale: 'fr' } };
export const NotServed: Story = {
  args: {
    data: {
      query: { kind: 'zip', zip: '3920' },
      answer: {
        zip: '3920',
        available: false,
        nextDeliveryDate: null,
        nearestDealer: { dealerId: 402, name: 'Emil Frey Sion', city: 'Sion', distanceKm: 71.3 },
      },
    },
  },
};
export const InvalidZip: Story = { args: { data: { query: { kind: 'error', error: 'invalid', typed: '80' } } } };
export const MissingZipItalian: Story = { args: { locale: 'it', data: { query: { kind: 'error', error: 'required', typed: '' } } } };
