import type { Meta, StoryObj } from '@storybook/react-vite';
import { subDealerFixture } from '../testing/about-us.fixtures';
import { aboutUsStoryLoaders, DealerPartStory, type AboutUsStoryArgs } from '../testing/story-harness';
import { LocationContact, type LocationContactProps } from './LocationContact';

type Args = AboutUsStoryArgs & LocationContactProps;

const MONDAY_NOON = new Date('2026-03-02T11:00:00Z');
const SUNDAY = new Date('2026-03-01T11:00:00Z');

const meta = {
  title: 'Dealer/LocationContact',
  args: { locale: 'de', messages: {}, location: subDealerFixture(), now: MONDAY_NOON, week: true },
  loaders: aboutUsStoryLoaders,
  render: ({ locale, messages: _messages, answers: _answers, ...props }, { loaded }) => (
    <DealerPartStory locale={locale} messages={loaded['messages']}>
      <div style={{ maxWidth: 380, padding: 16 }}>
        <LocationContact {...props} />
      </div>
    </DealerPartStory>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Address, phone, e-mail, today's hours (with the lunch break), rating, route and the week. */
export const OpenToday: Story = {};
export const ClosedToday: Story = { args: { now: SUNDAY } };
export const French: Story = { args: { locale: 'fr' } };
/** Inside a location card: no heading of its own, no week. */
export const InCard: Story = { args: { titled: false, week: false } };
export const NoRatingNoHours: Story = {
  args: { location: subDealerFixture('auto-zentrum-zuerich-oerlikon', { rating: null, openingHours: [] }) },
};
export const LongTexts: Story = {
  args: {
    location: subDealerFixture('auto-zentrum-zuerich-oerlikon', {
      street: 'Thurgauerstrasse 40 (Einfahrt Hagenholzstrasse, Gebäude C, 2. Untergeschoss)',
      email: 'kundendienst.oerlikon-seebach-affoltern-schwamendingen@auto-zentrum-zuerich.ch',
    }),
  },
};
