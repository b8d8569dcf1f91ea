import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { subDealerFixture } from '../testing/about-us.fixtures';
import { LocationContact, type LocationContactProps } from './LocationContact';

type Args = LocationContactProps;

const MONDAY_NOON = new Date('2026-03-02T11:00:00Z');
const SUNDAY = new Date('2026-03-01T11:00:00Z');

const meta = {
  title: 'Dealer/LocationContact',
  args: { location: subDealerFixture(), now: MONDAY_NOON, week: true },
  render: (props) => (
    <div style={{ maxWidth: 380, padding: 16 }}>
      <LocationContact {...props} />
    </div>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Address, phone, e-mail, today's hours (with the lunch break), rating, route and the week. */
export const OpenToday: Story = {
  play: async ({ canvasElement }) => {
    // today's opening hours in Swiss time, both intervals of the day
    await expect(await within(canvasElement).findByText('Heute geöffnet: 07:30 – 12:00, 13:30 – 18:30')).toBeVisible();
  },
};
export const ClosedToday: Story = {
  args: { now: SUNDAY },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Heute geschlossen')).toBeVisible();
  },
};
export const French: Story = { globals: { locale: 'fr' } };
/** Inside a location card: no heading of its own, no week. */
export const InCard: Story = {
  args: { titled: false, week: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/Heute geöffnet/);
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};
export const NoRatingNoHours: Story = {
  args: { location: subDealerFixture('auto-zentrum-zuerich-oerlikon', { rating: null, openingHours: [] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Heute geschlossen');
    await expect(canvas.queryByText(/Bewertung/)).toBeNull();
  },
};
export const LongTexts: Story = {
  args: {
    location: subDealerFixture('auto-zentrum-zuerich-oerlikon', {
      street: 'Thurgauerstrasse 40 (Einfahrt Hagenholzstrasse, Gebäude C, 2. Untergeschoss)',
      email: 'kundendienst.oerlikon-seebach-affoltern-schwamendingen@auto-zentrum-zuerich.ch',
    }),
  },
  play: async ({ canvasElement }) => {
    // long addresses are shown whole (they wrap, nothing is cut)
    await expect(await within(canvasElement).findByText(/2\. Untergeschoss\)/)).toBeVisible();
  },
};
