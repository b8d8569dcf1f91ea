// Data of the model forms and the check-in as the backend answers them, for tests and stories only.
import type { CheckIn, ModelPage } from '@carweb/api-contracts';
import { modelRangeFixture, savedConfigurationFixture, testDealer } from '@carweb/shared-testing';

/** model/model-page/stonic */
export function modelPageFixture(): ModelPage {
  const model = modelRangeFixture().models[1];
  return {
    model,
    headline: model.name,
    introText: `${model.name} – Klare Linien und ein selbstbewusster Auftritt.`,
    highlights: [],
    gallery: [],
    seo: { title: `${model.name} | Kia`, description: model.name },
    slugLocalizations: { de: model.slug, fr: model.slug, it: model.slug, en: model.slug, sl: model.slug },
  };
}

/** configurator/entities/10201/slim: the variant of the saved configuration fixture */
export const entitySlimFixture = () => ({
  entityId: 10201,
  entitySlug: 'stonic-1-0-t-gdi-gt-line',
  modelCode: 'KIA-STONIC',
  name: 'Stonic 1.0 T-GDi GT-Line',
  price: 27_950,
  image: '/api/core/media/models/10201/BLK/0.svg',
});

/** check-in/{hash}: a service appointment at the dealer of the test fixtures */
export function checkInFixture(overrides: Partial<CheckIn> = {}): CheckIn {
  return {
    hash: '3f9a1c0b7d2e4a61',
    dealerId: testDealer().dealerId,
    dealerName: testDealer().name,
    wishDate: '2030-05-14',
    customer: { firstName: 'Anna', lastName: 'Muster' },
    vehicle: { make: 'Kia', model: 'Ceed', controlSign: 'ZH 123 456' },
    workshopServices: [
      { id: 'oil-change', name: 'Ölwechsel' },
      { id: 'tyre-change', name: 'Reifenwechsel' },
    ],
    status: 'scheduled',
    ...overrides,
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    statusText: status === 404 ? 'Not Found' : status >= 500 ? 'Internal Server Error' : 'OK',
    headers: { 'Content-Type': 'application/json' },
  });

/** Answers per URL part, first match wins; a number is that status with an error body. */
export type FixtureAnswers = [urlPart: string, answer: unknown][];

/** The dealer, model and form services of the fixtures; `answers` come first (e.g. a 404 or 500 for one call). */
export function modelFormsFetch(answers: FixtureAnswers = []) {
  const defaults: FixtureAnswers = [
    ['/dealer-slug/', testDealer()],
    [
      '/sub-dealers/detail',
      [{ ...testDealer({ dealerId: 101, name: 'Auto Zentrum Zürich – Oerlikon' }), parentDealerId: 100, contactPersons: [] }],
    ],
    ['/model/model-page/', modelPageFixture()],
    ['/configurator/saved-configuration/', savedConfigurationFixture()],
    ['/configurator/entities/', entitySlimFixture()],
    ['/check-in/', checkInFixture()],
  ];
  return async (input: RequestInfo | URL): Promise<Response> => {
    const url = String(input instanceof Request ? input.url : input);
    const match = [...answers, ...defaults].find(([part]) => url.includes(part));
    if (!match) return json({ error: 'notFound', message: url }, 404);
    const [, answer] = match;
    return typeof answer === 'number' ? json({ error: 'fixture', message: `status ${answer}` }, answer) : json(answer);
  };
}
