// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { dealerBySlugQuery } from '@carweb/api-dealer';
import type { PageLoaderArgs } from '@carweb/platform-routing';
import { loaderOutcome, pageLoaderArgs } from '@carweb/platform-routing/testing';
import { savedConfigurationFixture, testBrand, testDealer } from '@carweb/shared-testing';
import { modelFormAction } from './model-form-action';
import { loadModelForm } from './model-form-loader';
import { modelFormsFetch, type FixtureAnswers } from './model-forms.fixtures';

const BASE = '/de/haendler/auto-zentrum-zuerich/modell-probefahrt/stonic';
const NOT_FOUND = '/de/haendler/404';

function args(path: string, fetch: typeof globalThis.fetch, init?: RequestInit): PageLoaderArgs {
  return pageLoaderArgs({
    path,
    fetch,
    init,
    brand: testBrand,
    params: { slug: path.split('?')[0].split('/')[5] },
    backends: { dealer: 'http://dealer.test', form: 'http://form.test', model: 'http://model.test' },
    dealer: 'auto-zentrum-zuerich',
    // the dealer route's dealer (decision 0028): the backend's answer to the same query
    dealerQuery: dealerBySlugQuery,
  });
}

const load = (path: string, answers: FixtureAnswers = []) => loadModelForm('testDrive', args(path, vi.fn(modelFormsFetch(answers))));

describe('the model form guard (SPEC §2: the model form by slug, not-found on failure)', () => {
  it('loads the model by slug from the model service, for the brand', async () => {
    const fetch = vi.fn(modelFormsFetch());
    const data = await loadModelForm('testDrive', args(BASE, fetch));
    expect(data).toEqual({ kind: 'testDrive', modelSlug: 'stonic', configurationCode: null, sent: false });
    expect(fetch.mock.calls.map(([url]) => String(url))).toContain('http://model.test/model/model-page/stonic?locale=de&wholesaler=kia');
    expect(await loadModelForm('offer', args(`${BASE}?sent`, fetch))).toMatchObject({ kind: 'offer', sent: true });
  });

  it('an unknown model redirects to the not-found route; a model service outage answers 503, never a redirect', async () => {
    expect(await loaderOutcome(load(BASE, [['/model/model-page/', 404]]))).toBe(`302 ${NOT_FOUND}`);
    expect(await loaderOutcome(load(BASE, [['/model/model-page/', 500]]))).toBe('outage');
  });

  it('a service-only dealer has no model range, so no model forms', async () => {
    expect(await loaderOutcome(load(BASE, [['/dealer-slug/', testDealer({ type: 'service' })]]))).toBe(`302 ${NOT_FOUND}`);
  });

  it('a configuration code loads the saved configuration and its variant', async () => {
    const fetch = vi.fn(modelFormsFetch());
    const loaderArgs = args(`${BASE}?configurationCode=k7q2m9`, fetch);
    expect(await loadModelForm('testDrive', loaderArgs)).toMatchObject({ configurationCode: 'K7Q2M9' });
    const urls = fetch.mock.calls.map(([url]) => String(url));
    expect(urls).toContain('http://model.test/configurator/saved-configuration/k7q2m9?locale=de');
    expect(urls).toContain('http://model.test/configurator/entities/10201/slim?locale=de');
  });

  it("an unknown configuration, or one of another model, is not found; the configuration service's outage is 503", async () => {
    const path = `${BASE}?configurationCode=NOPE`;
    expect(await loaderOutcome(load(path, [['/saved-configuration/', 404]]))).toBe(`302 ${NOT_FOUND}`);
    expect(await loaderOutcome(load(path, [['/saved-configuration/', savedConfigurationFixture({ modelSlug: 'picanto' })]]))).toBe(
      `302 ${NOT_FOUND}`,
    );
    expect(await loaderOutcome(load(path, [['/saved-configuration/', 503]]))).toBe('outage');
  });

  it("the variant's name is optional: without it the page still loads", async () => {
    expect(await load(`${BASE}?configurationCode=K7Q2M9`, [['/configurator/entities/', 500]])).toMatchObject({
      configurationCode: 'K7Q2M9',
    });
  });
});

const FILLED = {
  'contact.gender': 'male',
  'contact.firstName': 'Tom',
  'contact.lastName': 'Test',
  'contact.email': 'tom@example.ch',
  'contact.phonePrefix': '+41',
  'contact.phone': '79 123 45 67',
  privacyAccepted: 'on',
};

/** POSTs the form to the action; answers the call the form service got and the action's answer. */
async function submit(path: string, fields: Record<string, string>, answers: FixtureAnswers = []) {
  const posted: { url: string; body: Record<string, unknown> }[] = [];
  const fixtures = modelFormsFetch(answers);
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === 'POST') {
      posted.push({ url: String(input), body: JSON.parse(String(init.body)) as Record<string, unknown> });
      return new Response(JSON.stringify({ success: true, leadId: 7 }), { headers: { 'Content-Type': 'application/json' } });
    }
    return fixtures(input);
  });
  const body = new URLSearchParams(fields);
  const answer = (await modelFormAction(
    path.includes('modell-offerte') ? 'offer' : 'testDrive',
    args(path, fetch, { method: 'POST', body }),
  )) as Response | { data: unknown; init: ResponseInit | null };
  return { posted, answer };
}

describe('the model form action', () => {
  it('sends a model test drive with the dealer and the model of the page, then 303 to the thanks step', async () => {
    const { posted, answer } = await submit(BASE, { ...FILLED, wishDate: '2030-05-04', modelId: '999', dealerId: '1' });
    expect(posted).toHaveLength(1);
    expect(posted[0].url).toBe('http://form.test/model-test-drive?locale=de');
    expect(posted[0].body).toMatchObject({ dealerId: 100, modelId: 102, wishDate: '2030-05-04', contact: { email: 'tom@example.ch' } });
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(303);
    expect((answer as Response).headers.get('Location')).toBe('/de/haendler/auto-zentrum-zuerich/modell-probefahrt/stonic?sent');
  });

  it("with a configuration: the configurator's test drive with variant and code, the thanks step keeps the code", async () => {
    const { posted, answer } = await submit(`${BASE}?configurationCode=K7Q2M9`, FILLED);
    expect(posted[0].url).toBe('http://form.test/configurator-model-test-drive?locale=de');
    expect(posted[0].body).toMatchObject({ dealerId: 100, entityId: 10201, configurationCode: 'K7Q2M9' });
    expect(posted[0].body).not.toHaveProperty('modelId');
    expect((answer as Response).headers.get('Location')).toBe(`${BASE}?configurationCode=K7Q2M9&sent`);
  });

  it('sends a model offer to model-offer-form', async () => {
    const { posted } = await submit('/de/haendler/auto-zentrum-zuerich/modell-offerte/stonic', FILLED);
    expect(posted[0].url).toBe('http://form.test/model-offer-form?locale=de');
    expect(posted[0].body).toMatchObject({ dealerId: 100, modelId: 102 });
  });

  it('an invalid form answers 422 with the field errors and sends nothing', async () => {
    const { posted, answer } = await submit(BASE, { ...FILLED, 'contact.email': 'tom@' });
    expect(posted).toEqual([]);
    expect(answer).toMatchObject({ data: { fieldErrors: { 'contact.email': 'invalid' } }, init: { status: 422 } });
  });

  it('the guard runs before the lead: an unknown model sends nothing and redirects to not-found', async () => {
    const result = submit(BASE, FILLED, [['/model/model-page/', 404]]);
    expect(await loaderOutcome(result)).toBe(`302 ${NOT_FOUND}`);
  });
});
