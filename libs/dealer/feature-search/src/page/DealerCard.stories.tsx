import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { Locale } from '@carweb/shared-util-brand';
import type { Messages } from '@carweb/shared-util-i18n';
import { dealerListEntry, dealerListFixture } from '../dealer-list.fixtures';
import { DealerCard, type DealerCardProps } from './DealerCard';
import { SearchPartStory, searchStoryLoaders, STORY_NOW } from './story-harness';

type Args = { locale: Locale; messages: Messages } & DealerCardProps;

const zurich = dealerListFixture()[0];

/** One result: name linked to the dealer home, distance, type, address, today's hours, rating, phone, services. */
const meta = {
  title: 'Dealer search/DealerCard',
  args: { locale: 'de', messages: {}, dealer: zurich, distanceKm: 3.4, href: '/de/auto-zentrum-zuerich', selected: false, now: STORY_NOW },
  loaders: searchStoryLoaders,
  render: ({ locale, messages: _messages, ...props }, { loaded }) => (
    <SearchPartStory locale={locale} messages={loaded['messages']}>
      <ol style={{ listStyle: 'none', padding: 0, maxWidth: 420 }}>
        <DealerCard {...props} />
      </ol>
    </SearchPartStory>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenToday: Story = {};
export const French: Story = { args: { locale: 'fr', distanceKm: 12.75 } };
export const Italian: Story = { args: { locale: 'it', dealer: dealerListFixture()[9], distanceKm: 0.4 } };
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
