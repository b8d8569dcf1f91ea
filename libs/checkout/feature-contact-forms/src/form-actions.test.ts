import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { dealerBySlugQuery } from '@carweb/api-dealer';
import { proxiedBackendAddresses, type ApiContext } from '@carweb/api-http';
import type { PageLoaderArgs } from '@carweb/platform-routing';
import { savedConfigurationFixture, testBrand, testDealer } from '@carweb/shared-testing';
import { brochureAction, contactAction, corporateContactAction, newsletterAction, softLeadAction } from './form-actions';

const PAGE = 'http://localhost/de/haendler/auto-zentrum-zuerich/kontakt';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The model service knows one saved configuration (K7Q2M9); any other code does not exist (404). */
const savedConfigurationAnswer = (url: string) =>
  new URL(url, 'http://localhost').pathname.endsWith('/saved-configuration/K7Q2M9')
    ? json(savedConfigurationFixture())
    : json({ message: 'not found' }, 404);
const isLookup = (url: string) => url.includes('/dealer-slug/') || url.includes('/saved-configuration/');

/** An action's arguments: a POST of these fields to the page, the dealer, the model and the form service answered. */
function argsFor(entries: [string, string][], formAnswer: () => Response = () => json({ success: true, leadId: 7 }), page = PAGE) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.includes('/dealer-slug/')) return json(testDealer());
    return url.includes('/saved-configuration/') ? savedConfigurationAnswer(url) : formAnswer();
  });
  const api: ApiContext = {
    locale: 'de',
    wholesaler: 'kia',
    country: 'ch',
    platform: 'partnerweb',
    backends: proxiedBackendAddresses(),
    fetch,
  };
  const body = new URLSearchParams(entries);
  const args: PageLoaderArgs = {
    request: new Request(page, { method: 'POST', body }),
    params: { dealerSlug: 'auto-zentrum-zuerich' },
    env: { brand: testBrand, queryClient: new QueryClient(), api: () => api },
    locale: 'de',
    api,
    // the dealer route's dealer (decision 0028): the backend's answer to the same query
    dealerEntity: () => args.env.queryClient.ensureQueryData(dealerBySlugQuery(api, 'auto-zentrum-zuerich')),
  };
  /** the form service call: its path and JSON body */
  const sent = () => {
    const call = fetch.mock.calls.find(([url]) => !isLookup(String(url)));
    const [url, init] = call as unknown as [string, RequestInit];
    return { path: new URL(url, 'http://localhost').pathname, body: JSON.parse(String(init.body)) };
  };
  return { args, fetch, sent };
}

const CONTACT: [string, string][] = [
  ['contact.gender', 'male'],
  ['contact.firstName', 'Tom'],
  ['contact.lastName', 'Muster'],
  ['contact.email', 'tom@example.ch'],
  ['contact.phonePrefix', '+41'],
  ['contact.phone', '79 123 45 67'],
  ['privacyAccepted', 'on'],
];

const redirectOf = (result: unknown) => {
  const response = result as Response;
  return { status: response.status, location: response.headers.get('Location') };
};

describe('form actions: what each page adds, then 303 to its thanks step', () => {
  it('dealer contact: the chosen location, or the dealer itself when the location is not one of its own', async () => {
    const chosen = argsFor([...CONTACT, ['dealerId', '102'], ['subject', 'Offerte']]);
    expect(redirectOf(await contactAction(chosen.args))).toEqual({
      status: 303,
      location: '/de/haendler/auto-zentrum-zuerich/kontakt?sent',
    });
    expect(chosen.sent()).toMatchObject({ path: '/api/form/contact-corporate', body: { dealerId: 102, subject: 'Offerte' } });

    const foreign = argsFor([...CONTACT, ['dealerId', '999'], ['subject', 'Offerte']]);
    await contactAction(foreign.args);
    expect(foreign.sent().body.dealerId).toBe(100);
  });

  it('newsletter: soft-lead/submit with the dealer, the newsletter flag and the source', async () => {
    const { args, sent } = argsFor([
      ['email', 'nina@example.ch'],
      ['privacyAccepted', 'on'],
    ]);
    await newsletterAction(args);
    expect(sent()).toEqual({
      path: '/api/form/soft-lead/submit',
      body: { email: 'nina@example.ch', dealerId: 100, newsletter: true, source: 'newsletter', privacyAccepted: true },
    });
  });

  it('soft lead: the dealer and the source; the newsletter only when ticked', async () => {
    const { args, sent } = argsFor([
      ['email', 'sam@example.ch'],
      ['modelId', '105'],
      ['privacyAccepted', 'on'],
    ]);
    await softLeadAction(args);
    expect(sent().body).toEqual({
      email: 'sam@example.ch',
      modelId: 105,
      dealerId: 100,
      source: 'soft-lead',
      newsletter: false,
      privacyAccepted: true,
    });
  });

  it('brochures: the dealer and the model ids as numbers', async () => {
    const { args, sent } = argsFor([...CONTACT, ['modelIds', '101'], ['modelIds', '110'], ['delivery', 'email']]);
    await brochureAction(args);
    expect(sent()).toMatchObject({ path: '/api/form/brochures', body: { dealerId: 100, modelIds: [101, 110], delivery: 'email' } });
    expect(sent().body).not.toHaveProperty('configurationCode');
  });

  it('brochures from the configurator: the saved configuration of the page URL goes with the lead, the thanks step keeps it', async () => {
    const BROCHURES = 'http://localhost/de/haendler/auto-zentrum-zuerich/prospekte';
    const entries: [string, string][] = [...CONTACT, ['modelIds', '102'], ['delivery', 'email'], ['configurationCode', 'FORGED']];
    const { args, sent } = argsFor(entries, undefined, `${BROCHURES}?configurationCode=K7Q2M9`);
    expect(redirectOf(await brochureAction(args))).toEqual({
      status: 303,
      location: '/de/haendler/auto-zentrum-zuerich/prospekte?configurationCode=K7Q2M9&sent',
    });
    expect(sent().body).toMatchObject({ dealerId: 100, modelIds: [102], configurationCode: 'K7Q2M9' });
  });

  it('brochures with an unknown configuration code: no error, the lead is sent without a code', async () => {
    const { args, sent } = argsFor(
      [...CONTACT, ['modelIds', '102'], ['delivery', 'email']],
      undefined,
      'http://localhost/de/haendler/auto-zentrum-zuerich/prospekte?configurationCode=NOPE',
    );
    expect(redirectOf(await brochureAction(args))).toEqual({ status: 303, location: '/de/haendler/auto-zentrum-zuerich/prospekte?sent' });
    expect(sent().body).not.toHaveProperty('configurationCode');
  });

  it('corporate contact: no dealer of its own, nothing is looked up', async () => {
    const { args, fetch, sent } = argsFor([...CONTACT, ['subject', 'Garantie'], ['dealerId', '']]);
    expect(redirectOf(await corporateContactAction(args)).status).toBe(303);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(sent().body).not.toHaveProperty('dealerId');
  });

  it('an invalid POST stores nothing: 422 with the field errors and the typed values', async () => {
    const { args, fetch } = argsFor([
      ['email', 'nina@'],
      ['privacyAccepted', ''],
    ]);
    const result = (await newsletterAction(args)) as unknown as { data: unknown; init: ResponseInit };
    expect(result.init.status).toBe(422);
    expect(result.data).toMatchObject({ values: { email: 'nina@' }, fieldErrors: { email: 'invalid', privacyAccepted: 'required' } });
    expect(fetch.mock.calls.filter(([url]) => String(url).includes('/form/'))).toEqual([]);
  });
});
