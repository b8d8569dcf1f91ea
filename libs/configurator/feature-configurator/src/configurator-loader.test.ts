// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { isOutageResponse } from '@carweb/platform-routing';
import { testDealer } from '@carweb/shared-testing';
import { configuratorFetch, configuratorModelFixture, savedConfigurationFixture, type FixtureAnswers } from './configurator.fixtures';
import { loadConfigurator } from './configurator-loader';
import { loaderArgs } from './loader-args.fixtures';

const SITE = 'http://site.test/de/konfigurator/stonic';
const DEALER = 'http://site.test/de/haendler/auto-zentrum-zuerich/konfigurator/stonic';

async function outcome(url: string, answers: FixtureAnswers = [], dealer?: ReturnType<typeof testDealer>): Promise<unknown> {
  try {
    return await loadConfigurator(loaderArgs({ fetch: vi.fn(configuratorFetch(answers)), url, dealer }));
  } catch (error) {
    if (error instanceof Response) return `${error.status} ${error.headers.get('Location')}`;
    if (isOutageResponse(error)) return 'outage';
    throw error;
  }
}

describe('the configurator loader (configurator/models/{slug})', () => {
  it('loads the model; on the server also the rate and pictures of the URL’s configuration', async () => {
    const fetch = vi.fn(configuratorFetch());
    const data = await loadConfigurator(loaderArgs({ fetch, url: `${SITE}?color=RED&item=heated_seats&runtime=36` }));
    expect(data).toEqual({ slug: 'stonic', saved: null, unknownCode: null, target: null });
    const calls = fetch.mock.calls.map(([input, init]) => [String(input), init?.body ? JSON.parse(String(init.body)) : undefined]);
    expect(calls).toContainEqual(['http://model.test/configurator/models/stonic?locale=de', undefined]);
    expect(calls).toContainEqual([
      'http://core.test/de/kia/ch/partnerweb/leasing/calculation/model?locale=de',
      { entityId: 10201, items: ['RED', 'heated_seats'], totalRuntime: 36, kmPerYear: 10_000, downPayment: 0 },
    ]);
    expect(calls.map(([url]) => url)).toContain('http://model.test/configurator/models/10201/RED/model-images?locale=de');
  });

  it('a saved configuration’s code: its variant and items', async () => {
    expect(await outcome(`${SITE}?configurationCode=K7Q2M9AB`)).toMatchObject({
      saved: { code: 'K7Q2M9AB', entityId: 10201, items: ['RED', 'led_headlights'] },
      unknownCode: null,
    });
  });

  it('an unknown code, or one of another model: a notice and the default configuration, never an error', async () => {
    expect(await outcome(`${SITE}?configurationCode=NOPE`, [['/saved-configuration/', 404]])).toMatchObject({
      saved: null,
      unknownCode: 'NOPE',
    });
    const other = savedConfigurationFixture({ modelSlug: 'ceed' });
    expect(await outcome(`${SITE}?configurationCode=K7Q2M9AB`, [['/saved-configuration/', other]])).toMatchObject({
      unknownCode: 'K7Q2M9AB',
    });
  });

  it('site level after "save and go": the target whose dealers to list; the dealer level has none', async () => {
    const answers: FixtureAnswers = [['/brand-world/', 503]];
    expect(await outcome(`${SITE}?configurationCode=K7Q2M9AB&target=testDrive`, answers)).toMatchObject({ target: 'testDrive' });
    expect(await outcome(`${DEALER}?configurationCode=K7Q2M9AB&target=testDrive`, [], testDealer())).toMatchObject({ target: null });
  });

  it('an unknown model, one of another brand, or a service dealer: the not-found route', async () => {
    expect(await outcome(SITE, [['/configurator/models/stonic', 404]])).toBe('302 /de/haendler/404');
    expect(await outcome(SITE, [['/configurator/models/stonic', { ...configuratorModelFixture(), brand: 'toyota' }]])).toBe(
      '302 /de/haendler/404',
    );
    expect(await outcome(DEALER, [], testDealer({ type: 'service' }))).toBe('302 /de/haendler/404');
  });

  it('a model service outage answers 503; the rate or pictures failing does not matter', async () => {
    expect(await outcome(SITE, [['/configurator/models/stonic', 500]])).toBe('outage');
    expect(
      await outcome(SITE, [
        ['/leasing/', 500],
        ['/model-images', 500],
      ]),
    ).toMatchObject({ slug: 'stonic' });
  });
});
