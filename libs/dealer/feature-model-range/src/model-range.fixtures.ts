// The model range and the dealer's stock as the backend answers them (the sandbox's kia data), for tests and stories only.
import { dealerStockResponse, modelRangeResponse, testDealer } from '@carweb/shared-testing';

export { dealerStockResponse, modelRangeResponse };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    statusText: status === 404 ? 'Not Found' : status >= 500 ? 'Internal Server Error' : 'OK',
    headers: { 'Content-Type': 'application/json' },
  });

/** Answers per URL part, first match wins; a number is that status with an error body, 'pending' never answers. */
export type FixtureAnswers = [urlPart: string, answer: unknown][];

/** The dealer, model and core services of the fixtures; `answers` come first (e.g. a 404 or 500 for one call). */
export function modelRangeFetch(answers: FixtureAnswers = [], locale: 'de' | 'fr' = 'de') {
  const defaults: FixtureAnswers = [
    ['/dealer-slug/', testDealer()],
    ['/brand-world/models', modelRangeResponse(locale)],
    ['/filter/makes-and-models', dealerStockResponse()],
  ];
  return async (input: RequestInfo | URL): Promise<Response> => {
    const url = String(input instanceof Request ? input.url : input);
    const match = [...answers, ...defaults].find(([part]) => url.includes(part));
    if (!match) return json({ error: 'notFound', message: url }, 404);
    const [, answer] = match;
    if (answer === 'pending') return new Promise<Response>(() => undefined);
    return typeof answer === 'number' ? json({ error: 'fixture', message: `status ${answer}` }, answer) : json(answer);
  };
}
