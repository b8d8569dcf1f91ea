import { describe, expect, it } from 'vitest';
import { dateOfWeekday, dayHours, todaysIntervals, weekdayInZurich, weekSchedule } from './opening-hours';

const SALES = [
  { weekday: 1, opens: '13:30', closes: '18:30' },
  { weekday: 1, opens: '07:30', closes: '12:00' },
  { weekday: 6, opens: '09:00', closes: '16:00' },
];

describe('opening hours of a location', () => {
  it('joins the intervals of one day in order (lunch break) and is empty on a closed day', () => {
    expect(dayHours(SALES, 1)).toBe('07:30 – 12:00, 13:30 – 18:30');
    expect(dayHours(SALES, 6)).toBe('09:00 – 16:00');
    expect(dayHours(SALES, 7)).toBe('');
  });

  it('lists the whole week from Monday to Sunday', () => {
    expect(weekSchedule(SALES).map((day) => [day.weekday, day.hours])).toEqual([
      [1, '07:30 – 12:00, 13:30 – 18:30'],
      [2, ''],
      [3, ''],
      [4, ''],
      [5, ''],
      [6, '09:00 – 16:00'],
      [7, ''],
    ]);
  });

  it('today is Swiss time: late Sunday evening in UTC is already Monday in Zürich', () => {
    expect(weekdayInZurich(new Date('2026-03-01T23:30:00Z'))).toBe(1);
    expect(weekdayInZurich(new Date('2026-03-01T12:00:00Z'))).toBe(7);
  });

  it('names weekdays through a date on that weekday', () => {
    const name = (weekday: number) => dateOfWeekday(weekday).toLocaleDateString('de-CH', { weekday: 'long', timeZone: 'UTC' });
    expect([1, 6, 7].map(name)).toEqual(['Montag', 'Samstag', 'Sonntag']);
  });
});

describe('today’s intervals', () => {
  const hours = [
    { weekday: 1, opens: '13:30', closes: '18:30' },
    { weekday: 1, opens: '07:30', closes: '12:00' },
    { weekday: 6, opens: '09:00', closes: '16:00' },
  ];

  it('are every range of the day in Swiss time, in order', () => {
    // Monday 2026-11-23, 10:00 in Zürich
    expect(todaysIntervals(hours, new Date('2026-11-23T09:00:00Z'))).toEqual([
      { weekday: 1, opens: '07:30', closes: '12:00' },
      { weekday: 1, opens: '13:30', closes: '18:30' },
    ]);
  });

  it('follow the Swiss day, not the machine’s: 22:30 UTC on a Sunday is Sunday 23:30 in Zürich, closed', () => {
    expect(weekdayInZurich(new Date('2026-11-22T23:30:00Z'))).toBe(1);
    expect(todaysIntervals(hours, new Date('2026-11-22T22:30:00Z'))).toEqual([]);
  });

  it('are empty on a closed day', () => {
    expect(todaysIntervals(hours, new Date('2026-11-25T09:00:00Z'))).toEqual([]);
  });
});
