import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Dealer } from '@carweb/api-contracts';
import { aboutUsDealer } from '../testing/about-us.fixtures';
import { OpeningHoursWeek, TodaysHours } from './OpeningHours';

type Args = { hours: Dealer['openingHours']; now: Date };

const WEEK = aboutUsDealer().openingHours;
const MONDAY_NOON = new Date('2026-03-02T11:00:00Z');
const SATURDAY = new Date('2026-03-07T09:00:00Z');
const SUNDAY = new Date('2026-03-01T11:00:00Z');

/** Today's opening hours in Swiss time (TodaysHours) above the whole week (OpeningHoursWeek). */
const meta = {
  title: 'Dealer/AboutUs/OpeningHours',
  args: { hours: WEEK, now: MONDAY_NOON },
  render: ({ hours, now }) => (
    <section aria-labelledby="opening-hours-story" style={{ maxWidth: 360 }}>
      <h2 id="opening-hours-story">Auto Zentrum Zürich AG</h2>
      <TodaysHours hours={hours} now={now} />
      <OpeningHoursWeek hours={hours} headingLevel={3} />
    </section>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Weekdays with a lunch break, Saturday morning, Sunday closed. */
export const Monday: Story = {};
export const Saturday: Story = { args: { now: SATURDAY } };
export const ClosedToday: Story = { args: { now: SUNDAY } };
export const French: Story = { globals: { locale: 'fr' } };
export const Italian: Story = { globals: { locale: 'it' } };
/** No opening hours known: every day closed. */
export const NoHours: Story = { args: { hours: [] } };
