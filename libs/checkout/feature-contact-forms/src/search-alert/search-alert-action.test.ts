import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { dealerBySlugQuery } from '@carweb/api-dealer';
import { proxiedBackendAddresses, type ApiContext } from '@carweb/api-http';
import { idempotencyKeyFor } from '@carweb/checkout-form-engine';
import type { PageLoaderArgs } from '@carweb/platform-routing';
import { testBrand, testDealer } from '@carweb/shared-testing';
import { searchAlertAction } from './search-alert-action';

const ORIGIN = 'https://www.kia.ch';
const DEALER_PAGE = 'http://localhost/de/haendler/auto-zentrum-zuerich/auto-finden/suchauftrag?fuel[]=petrol&priceto=30000&sort=price_asc';
const BRAND_PAGE = 'http://localhost/de/auto-finden/suchauftrag?fuel[]=petrol&priceto=30000';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const CRITERIA = {
  sorting: [],
  filter: [],
  totalMatches: 0,
  filterTags: [
    { category: 'fuel', id: 'petrol', name: 'Benzin' },
    { category: 'price', id: 'priceto', name: "bis CHF 30'000" },
  ],
};

/** A POST of these fields to the alert page; the dealer, the search criteria and the form service answered. */
function argsFor(
  entries: [string, string][],
  { page = DEALER_PAGE, form = () => json({ success: true, leadId: 7 }), criteria = () => json(CRITERIA) } = {},
) {
  const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = String(input);
    if (url.includes('/dealer-slug/')) return json(testDealer());
    return url.includes('/filter/search-criteria') ? criteria() : form();
  });
  const api: ApiContext = {
    locale: 'de',
    wholesaler: 'kia',
    country: 'ch',
    platform: 'partnerweb',
    backends: proxiedBackendAddresses(),
    fetch,
  };
  const dealerPage = page === DEALER_PAGE;
  const args: PageLoaderArgs = {
    request: new Request(page, { method: 'POST', body: new URLSearchParams(entries) }),
    params: dealerPage ? { dealerSlug: 'auto-zentrum-zuerich' } : {},
    env: { brand: testBrand, queryClient: new QueryClient(), api: () => api, origin: ORIGIN },
    locale: 'de',
    api,
    ...(dealerPage
      ? {
          dealer: { brand: testBrand, locale: 'de', dealerSlug: 'auto-zentrum-zuerich', includeLocale: true },
          dealerEntity: () => args.env.queryClient.ensureQueryData(dealerBySlugQuery(api, 'auto-zentrum-zuerich')),
        }
      : {}),
  };
  const formCalls = () =>
    fetch.mock.calls
      .filter(([url]) => String(url).includes('/form/'))
      .map(([url, init]) => ({
        path: new URL(String(url), 'http://localhost').pathname,
        body: JSON.parse(String((init as RequestInit).body)),
        key: ((init as RequestInit).headers as Record<string, string>)['Idempotency-Key'],
      }));
  return { args, fetch, formCalls };
}

const VALID: [string, string][] = [
  ['email', 'lea@example.ch'],
  ['phone', '79 123 45 67'],
  ['privacyAccepted', 'on'],
];
const asData = (result: unknown) => result as { data: Record<string, unknown>; init: ResponseInit };
const asRedirect = (result: unknown) => ({ status: (result as Response).status, location: (result as Response).headers.get('Location') });

describe('search alert action (with and without JavaScript)', () => {
  it("sends a soft lead to the page's dealer: source, the filter in words and the list's URL, then 303 to the thanks step", async () => {
    const { args, formCalls } = argsFor(VALID);
    expect(asRedirect(await searchAlertAction(args))).toEqual({
      status: 303,
      location: '/de/haendler/auto-zentrum-zuerich/auto-finden/suchauftrag?fuel[]=petrol&priceto=30000&sent',
    });
    const [call, ...more] = formCalls();
    expect(more).toEqual([]);
    expect(call.path).toBe('/api/form/soft-lead/submit');
    expect(call.body).toEqual({
      email: 'lea@example.ch',
      phone: '79 123 45 67',
      dealerId: 100,
      source: 'search-alert',
      newsletter: false,
      message: `Benzin, bis CHF 30'000\n${ORIGIN}/de/haendler/auto-zentrum-zuerich/auto-finden?fuel[]=petrol&priceto=30000`,
      privacyAccepted: true,
    });
  });

  it('the brand-wide market: no dealer, the brand list URL; the phone is optional', async () => {
    const { args, formCalls } = argsFor([VALID[0], VALID[2]], { page: BRAND_PAGE });
    expect(asRedirect(await searchAlertAction(args)).status).toBe(303);
    const { body } = formCalls()[0];
    expect(body).not.toHaveProperty('dealerId');
    expect(body).not.toHaveProperty('phone');
    expect(body.message).toBe(`Benzin, bis CHF 30'000\n${ORIGIN}/de/auto-finden?fuel[]=petrol&priceto=30000`);
  });

  it('the search criteria failing: the alert still names the list by its URL', async () => {
    const { args, formCalls } = argsFor(VALID, { criteria: () => json({ message: 'down' }, 503) });
    expect(asRedirect(await searchAlertAction(args)).status).toBe(303);
    expect(formCalls()[0].body.message).toBe(`${ORIGIN}/de/haendler/auto-zentrum-zuerich/auto-finden?fuel[]=petrol&priceto=30000`);
  });

  it('invalid: 422 with the field errors (SPEC §5 codes) and the typed values, nothing sent', async () => {
    const empty = asData(await searchAlertAction(argsFor([['phone', '']]).args));
    expect(empty.data['fieldErrors']).toEqual({ email: 'required', privacyAccepted: 'required' });
    const { args, formCalls } = argsFor([
      ['email', 'lea@'],
      ['phone', '12'],
      ['privacyAccepted', ''],
    ]);
    const result = asData(await searchAlertAction(args));
    expect(result.init.status).toBe(422);
    expect(result.data).toEqual({
      values: { email: 'lea@', phone: '12', privacyAccepted: '' },
      fieldErrors: { email: 'invalid', phone: 'invalid', privacyAccepted: 'required' },
    });
    expect(formCalls()).toEqual([]);
  });

  it('a double submit sends the same idempotency key (the form service stores one lead)', async () => {
    const first = argsFor(VALID);
    const second = argsFor(VALID);
    await searchAlertAction(first.args);
    await searchAlertAction(second.args);
    const [a] = first.formCalls();
    const [b] = second.formCalls();
    expect(a.key).toBe(b.key);
    expect(a.key).toBe(await idempotencyKeyFor('soft-lead/submit', a.body));
  });

  it('the form service failing: 503, the values kept (the generic message of SPEC §8)', async () => {
    const { args } = argsFor(VALID, { form: () => json({ message: 'down' }, 502) });
    const result = asData(await searchAlertAction(args));
    expect(result.init.status).toBe(503);
    expect(result.data).toMatchObject({ values: { email: 'lea@example.ch', phone: '79 123 45 67' }, submitFailed: true });
  });
});
