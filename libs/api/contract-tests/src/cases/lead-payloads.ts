/** Valid lead data of a visitor, for the form contract cases. */
export const contact = {
  gender: 'female' as const,
  firstName: 'Anna',
  lastName: 'Muster',
  email: 'anna.muster@example.ch',
  phone: '79 123 45 67',
};

export const address = { street: 'Bahnhofstrasse', number: '12', zip: '8001', city: 'Zürich' };

export const tradeInVehicle = {
  make: 'Kia',
  model: 'Ceed',
  controlSign: 'ZH 123456',
  firstRegistration: { year: 2019, month: 4 },
  mileage: 45_000,
};

/** A working day a week ahead, YYYY-MM-DD. */
export function wishDate(daysAhead = 7): string {
  const date = new Date(Date.now() + daysAhead * 86_400_000);
  if (date.getUTCDay() === 0) date.setUTCDate(date.getUTCDate() + 1);
  if (date.getUTCDay() === 6) date.setUTCDate(date.getUTCDate() + 2);
  return date.toISOString().slice(0, 10);
}

export const leadBase = (dealerId: number) => ({ dealerId, contact, privacyAccepted: true as const });
