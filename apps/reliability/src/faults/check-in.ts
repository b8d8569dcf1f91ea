// The check-in page needs a service appointment: one is booked on the sandbox's form service, whose answer names the
// check-in's hash (as in apps/e2e/src/model-forms.spec.ts).
const DEALER_ID = 100; // auto-zentrum-zuerich in the sandbox fixtures

export async function bookCheckIn(sandboxUrl: string): Promise<string> {
  const wishDate = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  const response = await fetch(`${sandboxUrl}/form/service?locale=de`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      dealerId: DEALER_ID,
      contact: { gender: 'female', firstName: 'Sara', lastName: 'Matrix', email: 'fault-matrix@example.ch', phone: '79 111 22 33' },
      privacyAccepted: true,
      wishDate,
      workshopServiceIds: ['oil-change'],
      vehicle: { make: 'Kia', model: 'Ceed', controlSign: 'ZH 765 432', firstRegistration: { year: 2019, month: 4 }, mileage: 62_000 },
    }),
  });
  if (!response.ok) throw new Error(`booking a service appointment answered ${response.status}`);
  return ((await response.json()) as { checkInHash: string }).checkInHash;
}
