import type { Dealer } from '@carweb/api-contracts';

/** Swiss dealer hours: sales with a lunch break and Saturday morning, workshops weekdays only. */
export function openingHours(type: Dealer['type']): Dealer['openingHours'] {
  const weekdays = [1, 2, 3, 4, 5];
  if (type === 'service') return weekdays.map((weekday) => ({ weekday, opens: '07:00', closes: '17:30' }));
  return [
    ...weekdays.flatMap((weekday) => [
      { weekday, opens: '07:30', closes: '12:00' },
      { weekday, opens: '13:30', closes: '18:30' },
    ]),
    { weekday: 6, opens: '09:00', closes: '16:00' },
  ];
}
