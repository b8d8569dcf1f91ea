// Invalid payloads to the JSON lead calls, as the browser sends them: through the brand server's /api proxy, with
// the CSRF cookie and header (decision 0019) and an idempotency key; each must be a 400 with field errors.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { eachLimited, header, send } from './http';
import type { ApiEndpoint } from './lead-endpoints';
import { invalidPayloads, withMarker } from './lead-payloads';
import { reflectionOf } from './reflection';

export async function csrfPair(site: string): Promise<{ cookie: string; token: string }> {
  const response = await send(site, '/api/csrf');
  const cookie = header(response, 'set-cookie').split(';')[0] ?? '';
  const token = decodeURIComponent(cookie.split('=')[1] ?? '');
  if (!token) throw new Error('the brand server handed out no CSRF cookie');
  return { cookie, token };
}

/** what is wrong with the answers of one endpoint: [] when every invalid payload was refused with field errors */
export async function fuzzApiEndpoint(
  site: string,
  endpoint: ApiEndpoint,
  seed: number,
  runs: number,
  concurrency: number,
): Promise<string[]> {
  const { cookie, token } = await csrfPair(site);
  const cases = fc.sample(invalidPayloads(endpoint.valid), { seed, numRuns: runs });
  const failures: string[] = [];
  await eachLimited(cases, concurrency, async ({ payload, violations }, index) => {
    const marker = `fz${seed}x${index}`;
    const body = withMarker(payload, marker);
    const what = `${endpoint.name} #${index} (${violations.map((v) => `${v.kind} ${v.path}`).join(', ')})`;
    if (endpoint.schema.safeParse(JSON.parse(body)).success) {
      failures.push(`${what}: the contract accepts a payload the spec calls invalid: ${body.slice(0, 300)}`);
      return;
    }
    const headers = { 'content-type': 'application/json', cookie, 'x-xsrf-token': token, 'idempotency-key': randomUUID(), origin: site };
    const response = await send(site, endpoint.path, { method: 'POST', headers, body }).catch((error: Error) => error);
    if (response instanceof Error) return void failures.push(`${what}: no answer: ${response.message}`);
    const reflected = reflectionOf(response.body, marker);
    if (reflected) failures.push(`${what}: ${reflected}`);
    if (response.status !== 400) return void failures.push(`${what}: ${response.status}, expected 400: ${response.body.slice(0, 200)}`);
    const fieldErrors = (() => {
      try {
        return (JSON.parse(response.body) as { fieldErrors?: Record<string, unknown> }).fieldErrors;
      } catch {
        return undefined;
      }
    })();
    if (!fieldErrors || Object.keys(fieldErrors).length === 0)
      failures.push(`${what}: 400 without field errors: ${response.body.slice(0, 200)}`);
  });
  return failures;
}
