import type { Dealer } from '@carweb/api-contracts';

type OpeningHours = Dealer['openingHours'];

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const zurichWeekday = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'Europe/Zurich' });

/** Today (1 = Monday … 7 = Sunday) in Swiss time, so the server and the browser agree. */
export function weekdayInZurich(now: Date): number {
  return WEEKDAYS.indexOf(zurichWeekday.format(now)) + 1;
}

/** Today's opening intervals in Swiss time, in order ([] = closed today). */
export function todaysIntervals(hours: OpeningHours, now = new Date()): OpeningHours {
  const weekday = weekdayInZurich(now);
  return hours.filter((interval) => interval.weekday === weekday).sort((a, b) => a.opens.localeCompare(b.opens));
}

/** One day's opening times, e.g. "07:30 – 12:00, 13:30 – 18:30"; '' when closed. */
export function dayHours(hours: OpeningHours, weekday: number): string {
  return hours
    .filter((interval) => interval.weekday === weekday)
    .sort((a, b) => a.opens.localeCompare(b.opens))
    .map((interval) => `${interval.opens} – ${interval.closes}`)
    .join(', ');
}

/** Monday to Sunday, each with its opening times ('' = closed): the week as a location shows it. */
export function weekSchedule(hours: OpeningHours): { weekday: number; hours: string }[] {
  return [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, hours: dayHours(hours, weekday) }));
}

/** A date on the given weekday (1 = Monday), to let Intl name the day in the page's language. */
export const dateOfWeekday = (weekday: number) => new Date(Date.UTC(2024, 0, weekday));
