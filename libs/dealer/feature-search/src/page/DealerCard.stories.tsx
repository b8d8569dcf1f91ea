import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { dealerListEntry, dealerListFixture } from '../dealer-list.fixtures';
import { STORY_NOW } from '../maps/maps-stand-in';
import { DealerCard } from './DealerCard';

const zurich = dealerListFixture()[0];

/** One result: name linked to the dealer home, distance, type, address, today's hours, rating, phone, services. */
const meta = {
  title: 'Dealer search/DealerCard',
  component: DealerCard,
  args: { dealer: zurich, distanceKm: 3.4, href: '/de/auto-zentrum-zuerich', selected: false, now: STORY_NOW },
  parameters: { route: { url: '/de/haendlersuche' } },
  render: (props) => (
    <ol style={{ listStyle: 'none', padding: 0, maxWidth: 420 }}>
      <DealerCard {...props} />
    </ol>
  ),
} satisfies Meta<typeof DealerCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenToday: Story = {};
export const French: Story = { globals: { locale: 'fr' }, args: { distanceKm: 12.75 } };
export const Italian: Story = { globals: { locale: 'it' }, args: { dealer: dealerListFixture()[9], distanceKm: 0.4 } };
/** Sunday: closed today. Without a place: no distance. */
export const ClosedNoDistance: Story = { args: { now: new Date('2026-11-22T10:00:00Z'), distanceKm: undefined } };
/** A service-only dealer without rating or services. */
export const ServiceDealer: Story = { args: { dealer: { ...zurich, type: 'service', rating: null, services: [] } } };
/** With the map: "show on map"; the selected dealer is marked. */
export const SelectedOnMap: Story = { args: { selected: true, onShowOnMap: fn() } };
export const LongTexts: Story = {
  args: {
    dealer: dealerListEntry([
      1,
      'Garage und Carrosserie Zimmermann-Schwarzenbach Automobile Vertretungen und Occasionen AG',
      '9500',
      'Wil SG',
      47.4615,
      9.0455,
      ['tradein', 'onlinesales', 'testdrive'],
    ]),
    distanceKm: 128.3,
  },
};
