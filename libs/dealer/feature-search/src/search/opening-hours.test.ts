import { describe, expect, it } from 'vitest';
import { openingHoursToday, swissWeekday } from './opening-hours';

const dealer = {
  openingHours: [
    { weekday: 1, opens: '13:30', closes: '18:30' },
    { weekday: 1, opens: '07:30', closes: '12:00' },
    { weekday: 6, opens: '09:00', closes: '16:00' },
  ],
};

describe('today’s opening hours', () => {
  it('are every range of the day in Swiss time, in order', () => {
    // Monday 2026-11-23, 10:00 in Zürich
    expect(openingHoursToday(dealer, new Date('2026-11-23T09:00:00Z'))).toEqual([
      { weekday: 1, opens: '07:30', closes: '12:00' },
      { weekday: 1, opens: '13:30', closes: '18:30' },
    ]);
  });

  it('follow the Swiss day, not the machine’s: 23:30 UTC on a Sunday is Monday in Zürich', () => {
    expect(swissWeekday(new Date('2026-11-22T23:30:00Z'))).toBe(1);
    expect(openingHoursToday(dealer, new Date('2026-11-22T22:30:00Z'))).toEqual([]);
  });

  it('are empty on a closed day', () => {
    expect(openingHoursToday(dealer, new Date('2026-11-25T09:00:00Z'))).toEqual([]);
  });
});
