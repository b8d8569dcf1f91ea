import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Dealer } from '@carweb/api-contracts';
import { testDealer } from '@carweb/shared-testing';
import { HomeStory, homeStoryLoaders, type HomeStoryArgs } from './story-harness';
import { QuickLinks } from './QuickLinks';

type Args = HomeStoryArgs & { dealer: Dealer };

/** The home's quick links: each only where it applies to the dealer (type, sub-dealers, vehicles). */
const meta = {
  title: 'Dealer/Home/QuickLinks',
  args: { locale: 'de', messages: {}, dealer: testDealer() },
  loaders: homeStoryLoaders,
  render: ({ locale, dealer }, { loaded }) => (
    <HomeStory locale={locale} messages={loaded['messages']} element={<QuickLinks dealer={dealer} />} />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sales and service with locations: appointment, locations, contact persons, vehicles, models. */
export const SalesAndService: Story = {};
export const French: Story = { args: { locale: 'fr' } };
export const Italian: Story = { args: { locale: 'it' } };
/** A service-only dealer without locations: the route to the garage (new window), no vehicles, no models. */
export const ServiceOnly: Story = { args: { dealer: testDealer({ type: 'service', hasCars: false, subDealers: [] }) } };
/** The dealer books service on its own site: the appointment link opens it in a new window. */
export const ExternalServiceForm: Story = {
  args: { dealer: testDealer({ externalServiceFormUrl: 'https://termine.example/kia-zuerich?dealer={dealerId}' }) },
};
/** A sales-only dealer: no service appointment. */
export const SalesOnly: Story = { args: { dealer: testDealer({ type: 'sales' }) } };
