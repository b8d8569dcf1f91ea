// A visitor with JavaScript: the hydrated form posts to its route's action in the browser, which sends the lead
// through the brand server's /api/form proxy (CSRF cookie + header, Idempotency-Key). The product's own action runs
// here with the browser's API context; after an error message the form shows the action's values and is sent again.
import { QueryClient } from '@tanstack/react-query';
import { getDealerBySlug } from '@carweb/api-dealer';
import { CSRF_COOKIE, CSRF_TOKEN_PATH, proxiedBackendAddresses, type ApiContext } from '@carweb/api-http';
import type { LeadActionData } from '@carweb/checkout-form-engine';
import type { RouteEnv } from '@carweb/platform-routing';
import { fill, formBody, postForm } from './form-dom';
import { DEALER_SLUG, type LeadFormCase, type Typed } from './lead-forms';
import { keptValuesViolation, type Outcome } from './outcome';

/** The API context of hydrate-app (apiContextFor with the proxied addresses), with a cookie jar of its own. */
function browserApi(site: string): ApiContext {
  let token: string | undefined;
  const withCookie = (init: RequestInit = {}): RequestInit => ({
    ...init,
    headers: { ...(init.headers as Record<string, string>), ...(token ? { cookie: `${CSRF_COOKIE}=${token}` } : {}) },
  });
  return {
    locale: 'de',
    wholesaler: 'kia',
    country: 'ch',
    platform: 'partnerweb',
    backends: proxiedBackendAddresses(),
    fetch: (input, init) => fetch(new URL(String(input), site), withCookie(init)),
    readCsrfToken: async () => {
      if (token) return token;
      const answer = await fetch(`${site}${CSRF_TOKEN_PATH}`, { cache: 'no-store' });
      token = /XSRF-TOKEN=([^;]+)/.exec(answer.headers.get('set-cookie') ?? '')?.[1];
      return token && decodeURIComponent(token);
    },
  };
}

const actionDataOf = (result: unknown): LeadActionData | undefined => (result as { data?: LeadActionData } | undefined)?.data ?? undefined;

export async function browserSubmission(site: string, lead: LeadFormCase, typed: Typed, maxPresses: number): Promise<Outcome> {
  const outcome: Outcome = {
    path: 'browser',
    form: lead.name,
    email: String(typed['contact.email']),
    acknowledged: false,
    presses: 0,
    violations: [],
  };
  const api = browserApi(site);
  const env = { queryClient: new QueryClient(), api: () => api } as unknown as RouteEnv;
  const form = postForm(await (await fetch(`${site}${lead.path}`)).text());
  fill(form, typed);
  while (outcome.presses < maxPresses && !outcome.acknowledged) {
    outcome.presses++;
    const request = new Request(`${site}${lead.path}`, { method: 'POST', body: formBody(form) });
    // the dealer the route tree hands a dealer page's action (decision 0028); the dealer exists in the sandbox
    const dealerEntity = () => getDealerBySlug(api, DEALER_SLUG);
    const params = { dealerSlug: DEALER_SLUG };
    const result = await lead.route.action?.({ request, params, env, locale: 'de', api, dealerEntity });
    if (result instanceof Response && result.status === 303) {
      outcome.acknowledged = new URL(result.headers.get('location') ?? '', site).searchParams.has('sent');
      continue;
    }
    const data = actionDataOf(result);
    if (!data?.submitFailed || data.fieldErrors) {
      outcome.violations.push(`press ${outcome.presses}: no generic message (${JSON.stringify(data ?? result).slice(0, 200)})`);
      break;
    }
    const kept = Object.fromEntries(Object.keys(typed).map((name) => [name, data.values[name] ?? ''])) as Typed;
    const lost = keptValuesViolation(kept, typed);
    if (lost) outcome.violations.push(`press ${outcome.presses}: ${lost}`);
    fill(form, kept);
  }
  return outcome;
}
