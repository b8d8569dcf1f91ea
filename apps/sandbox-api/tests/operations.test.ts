import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_OPERATIONS, type ApiOperation, type NewsItem, type Promotion } from '@carweb/api-contracts';
import { operationSamples, type Sample, type SampleContext } from './support/operation-samples';
import { startTestSandbox, type TestSandbox } from './support/test-sandbox';
import { must } from '../src/domain/must';

let sandbox: TestSandbox;
let samples: Record<string, Sample>;

async function postJson<T>(path: string, body: unknown): Promise<T> {
  const response = await sandbox.post(path, body);
  if (!response.ok) throw new Error(`${path} → ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

beforeAll(async () => {
  sandbox = await startTestSandbox({ seedVehicles: 1000 });
  const list = await sandbox.json<{ vehicles: { id: number }[] }>(
    '/core/de/kia/ch/partnerweb/list?filter=%7B%22buyingtags%22%3A%5B%22leasing%22%5D%7D&dealerSlug=auto-zentrum-zuerich',
  );
  const available = await Promise.all(
    list.vehicles.map((v) => sandbox.json<{ isReserved: boolean; id: number }>(`/core/de/kia/ch/partnerweb/detail/${v.id}`)),
  );
  const saved = await postJson<{ configurationCode: string }>('/model/configurator/save-configuration?locale=de', {
    entityId: 10601,
    items: ['WHT', 'towbar'],
  });
  const contact = { gender: 'female', firstName: 'Eva', lastName: 'Test', email: 'eva@example.ch', phone: '79 111 22 33' };
  const service = await postJson<{ checkInHash: string }>('/form/service?locale=de', {
    dealerId: 100,
    contact,
    privacyAccepted: true,
    wishDate: '2030-02-02',
    workshopServiceIds: ['oil-change'],
    vehicle: { make: 'Kia', model: 'Rio', firstRegistration: { year: 2018, month: 1 }, mileage: 90000 },
  });
  const vehicleId = must(
    available.find((v) => !v.isReserved),
    'available vehicle',
  ).id;
  const reservation = await postJson<{ paymentSessionId: string }>('/form/reservation-payment?locale=de', {
    dealerId: 100,
    contact,
    privacyAccepted: true,
    address: { street: 'Weg', number: '1', zip: '8000', city: 'Zürich' },
    vehicleId,
    amount: 500,
    returnUrl: '/danke',
  });
  const promotions = await sandbox.json<(Promotion & { builderIoPageId: string | null })[]>('/dealer/100/dealer/promotions?locale=de');
  const news = await sandbox.json<NewsItem[]>('/dealer/100/dealer/news?locale=de');
  const services = await sandbox.json<{ slug: string }[]>('/dealer/100/dealer/service-list?locale=de');
  const builder =
    promotions.find((p) => p.builderIoPageId) ??
    (await sandbox.json<Promotion[]>('/dealer/200/dealer/promotions?locale=de')).find((p) => p.builderIoPageId);
  const context: SampleContext = {
    vehicleId,
    configurationCode: saved.configurationCode,
    checkInHash: service.checkInHash,
    paymentSessionId: reservation.paymentSessionId,
    promotionSlug: promotions[0].slug,
    newsSlug: news[0].slug,
    serviceSlug: services[0].slug,
    builderPageId: must(builder?.builderIoPageId, 'builder page'),
  };
  samples = operationSamples(context);
});
afterAll(() => sandbox.close());

function urlOf(operation: ApiOperation, sample: Sample): string {
  const path = operation.path
    .replace(/\{(\w+)\??\}/g, (_, name: string) =>
      sample.params?.[name] === undefined ? '' : encodeURIComponent(String(sample.params[name])),
    )
    .replace(/\/$/, '');
  const query = new URLSearchParams({ locale: String(sample.params?.['locale'] ?? 'de'), ...sample.query });
  if (operation.service === 'content' && sample.query?.['locale']) query.set('locale', sample.query['locale']);
  return `/${operation.service}/${path}?${query}`;
}

describe('every call of SPEC §7', () => {
  it('has a sample here for each operation', () => {
    expect(Object.keys(samples).sort()).toEqual(Object.keys(API_OPERATIONS).sort());
  });

  it.each(Object.entries(API_OPERATIONS))('%s answers a response that parses with its contract', async (id, operation) => {
    const sample = samples[id];
    const url = urlOf(operation, sample);
    const isFormData = id === 'brand.multilease.change-name';
    const response =
      operation.method === 'GET'
        ? await sandbox.get(url)
        : sample.multipart
          ? await fetch(`${sandbox.url}${url}`, { method: 'POST', body: sample.multipart })
          : isFormData
            ? await fetch(`${sandbox.url}${url}`, { method: 'POST', body: new URLSearchParams(sample.body as Record<string, string>) })
            : await sandbox.post(url, sample.body);
    if (!response.ok) throw new Error(`${id} ${url} → ${response.status} ${await response.text()}`);
    if (operation.response === 'pdf') {
      expect(response.headers.get('content-type')).toContain('application/pdf');
      expect((await response.text()).startsWith('%PDF-')).toBe(true);
      return;
    }
    const body = await response.json();
    expect(() => (operation.response as Exclude<ApiOperation['response'], 'pdf'>).parse(body)).not.toThrow();
    const request = operation.request;
    if (request && sample.body && !isFormData) expect(() => request.parse(sample.body)).not.toThrow();
  });
});
