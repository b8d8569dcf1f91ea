import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from './support/test-sandbox';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox({ seedVehicles: 200 });
});
afterAll(() => sandbox.close());

const serviceLead = {
  dealerId: 100,
  contact: { gender: 'female', firstName: 'Eva', lastName: 'Test', email: 'eva@example.ch', phone: '79 111 22 33' },
  privacyAccepted: true,
  wishDate: '2030-02-02',
  workshopServiceIds: ['oil-change'],
  vehicle: { make: 'Kia', model: 'Rio', firstRegistration: { year: 2018, month: 1 }, mileage: 90000 },
};

const book = async () => {
  const response = await sandbox.post('/form/service?locale=de', serviceLead);
  expect(response.status).toBe(200);
  return (await response.json()) as { leadId: number; checkInHash: string };
};

describe("a service appointment's check-in hash", () => {
  it('is 16 random bytes (base64url), not derived from the lead id: one booking says nothing of the next', async () => {
    const [first, second] = [await book(), await book()];
    expect(second.leadId).toBe(first.leadId + 1);
    for (const { checkInHash } of [first, second]) expect(checkInHash).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(second.checkInHash).not.toBe(first.checkInHash);
  });

  it('opens its own appointment, and a guessed one opens none', async () => {
    const { checkInHash } = await book();
    const answer = await sandbox.get(`/form/check-in/${checkInHash}?locale=de`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ hash: checkInHash });
    expect((await sandbox.get(`/form/check-in/${'A'.repeat(22)}?locale=de`)).status).toBe(404);
  });
});
