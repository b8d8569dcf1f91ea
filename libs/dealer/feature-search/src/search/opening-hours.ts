import type { Dealer } from '@carweb/api-contracts';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const zurichWeekday = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'Europe/Zurich' });

/** 1 = Monday … 7 = Sunday, in Swiss time (server and browser agree whatever their own time zone). */
export function swissWeekday(now: Date): number {
  return WEEKDAYS.indexOf(zurichWeekday.format(now)) + 1;
}

/** Today's opening hours in Swiss time, every range of the day in order ("07:30–12:00", "13:30–18:30"); [] = closed. */
export function openingHoursToday(dealer: Pick<Dealer, 'openingHours'>, now = new Date()) {
  const weekday = swissWeekday(now);
  return dealer.openingHours.filter((hours) => hours.weekday === weekday).sort((a, b) => a.opens.localeCompare(b.opens));
}
