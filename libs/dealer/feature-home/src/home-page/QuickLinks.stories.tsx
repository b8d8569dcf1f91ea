import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Dealer } from '@carweb/api-contracts';
import { changedAnswer } from '@carweb/shared-testing-msw';
import { QuickLinks } from './QuickLinks';

const dealer = (change: Partial<Dealer> = {}) =>
  changedAnswer<Dealer>('dealer/dealer-slug/auto-zentrum-zuerich', (recorded) => ({ ...recorded, ...change }));

/** The home's quick links: each only where it applies to the dealer (type, sub-dealers, vehicles). */
const meta = {
  title: 'Dealer/Home/QuickLinks',
  component: QuickLinks,
  parameters: { route: {} },
  args: { dealer: dealer() },
} satisfies Meta<typeof QuickLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sales and service with locations: appointment, locations, contact persons, vehicles, models. */
export const SalesAndService: Story = {};
export const French: Story = { globals: { locale: 'fr' } };
export const Italian: Story = { globals: { locale: 'it' } };
/** A service-only dealer without locations: the route to the garage (new window), no vehicles, no models. */
export const ServiceOnly: Story = { args: { dealer: dealer({ type: 'service', hasCars: false, subDealers: [] }) } };
/** The dealer books service on its own site: the appointment link opens it in a new window. */
export const ExternalServiceForm: Story = {
  args: { dealer: dealer({ externalServiceFormUrl: 'https://termine.example/kia-zuerich?dealer={dealerId}' }) },
};
/** A sales-only dealer: no service appointment. */
export const SalesOnly: Story = { args: { dealer: dealer({ type: 'sales' }) } };
