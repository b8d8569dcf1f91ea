import { delay, http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import { answerKey, API_PREFIX } from './answer-key';
import recorded from './sandbox-answers.json';

type Answers = Record<string, Record<string, unknown>>;
const answers = recorded as Answers;

/** Where a story's backend call goes: `servicePath` below `/api`, e.g. `core/*\/list` or `dealer/:id/dealer/news`. */
const api = (servicePath: string) => `${API_PREFIX}/${servicePath.replace(/^\/+/, '')}`;

/** The recorded sandbox answer to a GET (in the call's language, else German), or undefined. */
export function sandboxAnswer(url: URL): unknown {
  const key = answerKey(url.pathname.slice(API_PREFIX.length), url.searchParams);
  return answers[url.searchParams.get('locale') ?? 'de']?.[key] ?? answers['de']?.[key];
}

/**
 * The backend as the seeded sandbox answers the calls of the stories (apps/sandbox-api/src/testing/record-story-fixtures.ts):
 * GETs from the recording, a call it lacks as 404 (an absence), the CSRF token, and every lead as stored.
 */
export function sandboxHandlers(): HttpHandler[] {
  return [
    http.get(api('csrf'), () => new HttpResponse(null, { status: 204, headers: { 'Set-Cookie': 'XSRF-TOKEN=story-token; Path=/' } })),
    http.get(api('*'), ({ request }) => {
      const answer = sandboxAnswer(new URL(request.url));
      return answer === undefined
        ? HttpResponse.json({ message: 'not recorded from the sandbox' }, { status: 404 })
        : HttpResponse.json(answer);
    }),
    http.post(api('form/*'), () => HttpResponse.json({ success: true, leadId: 4711 })),
    // a recorded POST (a leasing calculation) answers as recorded, whatever the body
    http.post(api('*'), ({ request }) => {
      const answer = sandboxAnswer(new URL(request.url));
      return answer === undefined
        ? HttpResponse.json({ message: 'not recorded from the sandbox' }, { status: 404 })
        : HttpResponse.json(answer as JsonBodyType);
    }),
  ];
}

/**
 * The story dealer's answer (dealer service, by slug) with `change` applied: another type, no sub-dealers, long names.
 * In the call's language, like the recording.
 */
export const changedDealer = (change: Record<string, unknown>) =>
  answer('dealer/dealer-slug/*', (url) => ({ ...(sandboxAnswer(url) as Record<string, unknown>), ...change }) as JsonBodyType);

/** A call that never answers: the component's loading state. */
export const pending = (servicePath: string) => http.all(api(servicePath), () => delay('infinite'));

/** A call the backend answers 404: what it does not have (a dealer without an about-us page). */
export const absent = (servicePath: string) =>
  http.all(api(servicePath), () => HttpResponse.json({ message: 'not found' }, { status: 404 }));

/** A call the backend fails with 503 (an outage, SPEC §7). */
export const outage = (servicePath: string) => http.all(api(servicePath), () => new HttpResponse(null, { status: 503 }));

/**
 * A call answered with `body` instead of the recording, e.g. an empty list; or with what `body(url, request)` makes of
 * the request (a page of a list, a filter's tags), e.g. from `sandboxAnswer(url)`.
 */
export const answer = (servicePath: string, body: JsonBodyType | ((url: URL, request: Request) => JsonBodyType | Promise<JsonBodyType>)) =>
  http.all(api(servicePath), async ({ request }) =>
    HttpResponse.json(typeof body === 'function' ? await body(new URL(request.url), request) : body),
  );

/** The recorded answer of `key` (e.g. `model/brand-world/models`) in `locale`: the props of a part's story. */
export function recordedAnswer<T>(key: string, locale = 'de'): T {
  return changedAnswer<T>(key, (recordedBody) => recordedBody, locale);
}

/** The recorded answer of `servicePath` (e.g. `core/list`), changed by `change`: long texts, empty lists. */
export function changedAnswer<T>(key: string, change: (recordedAnswer: T) => T, locale = 'de'): T {
  const original = answers[locale]?.[key] ?? answers['de']?.[key];
  if (original === undefined) throw new Error(`no recorded sandbox answer for ${key}`);
  return change(structuredClone(original) as T);
}
