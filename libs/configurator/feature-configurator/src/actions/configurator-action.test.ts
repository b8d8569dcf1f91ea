// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { testDealer } from '@carweb/shared-testing';
import { configuratorFetch, type FixtureAnswers } from '../configurator.fixtures';
import { loaderArgs } from '../loader-args.fixtures';
import { configuratorAction } from './configurator-action';

const SITE = 'http://site.test/de/konfigurator/stonic';
const DEALER = 'http://site.test/de/haendler/auto-zentrum-zuerich/konfigurator/stonic';

function post(url: string, fields: [string, string][], answers: FixtureAnswers = [], dealer?: ReturnType<typeof testDealer>) {
  const fetch = vi.fn(configuratorFetch(answers));
  const body = new URLSearchParams(fields);
  const args = loaderArgs({ fetch, url, dealer, init: { method: 'POST', body } });
  return { fetch, run: () => configuratorAction(args) };
}

async function answerOf(result: Promise<unknown>) {
  const answer = (await result) as Response | { init: ResponseInit | null; data: unknown };
  if (answer instanceof Response) return `${answer.status} ${answer.headers.get('Location')}`;
  return { status: answer.init?.status, data: answer.data };
}

const CONFIGURATION: [string, string][] = [
  ['entityId', '10201'],
  ['item', 'RED'],
  ['item', 'heated_seats'],
];

describe('the configurator’s POST: save, then 303', () => {
  it('saves {entityId, items} and answers 303 to the saved configuration’s URL, leasing inputs kept', async () => {
    const { fetch, run } = post(`${SITE}?color=RED&item=heated_seats&runtime=36`, [...CONFIGURATION, ['intent', 'save']]);
    expect(await answerOf(run())).toBe('303 /de/konfigurator/stonic?configurationCode=NEW4CODE&runtime=36');
    const [url, init] = fetch.mock.calls[0];
    expect(String(url)).toBe('http://model.test/configurator/save-configuration?locale=de');
    expect(JSON.parse(String(init?.body))).toEqual({ entityId: 10201, items: ['RED', 'heated_seats'] });
  });

  it('dealer level: a target’s button saves and goes to that dealer’s form with the code', async () => {
    const dealer = testDealer();
    const go = (intent: string) => answerOf(post(DEALER, [...CONFIGURATION, ['intent', intent]], [], dealer).run());
    const base = '/de/haendler/auto-zentrum-zuerich';
    expect(await go('testDrive')).toBe(`303 ${base}/modell-probefahrt/stonic?configurationCode=NEW4CODE`);
    expect(await go('offer')).toBe(`303 ${base}/modell-offerte/stonic?configurationCode=NEW4CODE`);
    expect(await go('reservation')).toBe(`303 ${base}/konfiguration-reservieren?configurationCode=NEW4CODE`);
    expect(await go('brochure')).toBe(`303 ${base}/prospekte?configurationCode=NEW4CODE`);
  });

  it('site level: a target’s button saves and goes to the dealer chooser with the code', async () => {
    expect(await answerOf(post(SITE, [...CONFIGURATION, ['intent', 'offer']]).run())).toBe(
      '303 /de/konfigurator/stonic?configurationCode=NEW4CODE&target=offer#dealers',
    );
  });

  it('a saved configuration shown unchanged goes on with its code: no second save', async () => {
    const { fetch, run } = post(`${SITE}?configurationCode=SAVED123`, [
      ...CONFIGURATION,
      ['configurationCode', 'SAVED123'],
      ['intent', 'testDrive'],
    ]);
    expect(await answerOf(run())).toBe('303 /de/konfigurator/stonic?configurationCode=SAVED123&target=testDrive#dealers');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a configuration the service refuses answers 422, an outage 503; nothing is sent for a broken form', async () => {
    expect(await answerOf(post(SITE, CONFIGURATION, [['/save-configuration', 400]]).run())).toEqual({
      status: 422,
      data: { error: 'invalid' },
    });
    expect(await answerOf(post(SITE, CONFIGURATION, [['/save-configuration', 503]]).run())).toEqual({
      status: 503,
      data: { error: 'outage' },
    });
    const broken = post(SITE, [['entityId', 'x']]);
    expect(await answerOf(broken.run())).toEqual({ status: 422, data: { error: 'invalid' } });
    expect(broken.fetch).not.toHaveBeenCalled();
  });
});
