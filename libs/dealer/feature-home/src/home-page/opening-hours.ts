import type { Dealer } from '@carweb/api-contracts';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const zurichWeekday = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'Europe/Zurich' });

/** Today's opening hours in Swiss time (server and browser agree), or undefined when closed. */
export function openingHoursToday(dealer: Pick<Dealer, 'openingHours'>, now = new Date()) {
  const weekday = WEEKDAYS.indexOf(zurichWeekday.format(now)) + 1;
  return dealer.openingHours.find((hours) => hours.weekday === weekday);
}
