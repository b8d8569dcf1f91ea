// A visitor without JavaScript: the form page, typed values, POST to the page; after an error message, send again
// with what the re-rendered form holds.
import { GENERIC_ERROR, fill, formBody, postForm, shown } from './form-dom';
import type { LeadFormCase, Typed } from './lead-forms';
import { keptValuesViolation, type Outcome } from './outcome';

export async function noJsSubmission(site: string, lead: LeadFormCase, typed: Typed, maxPresses: number): Promise<Outcome> {
  const outcome: Outcome = {
    path: 'no-js',
    form: lead.name,
    email: String(typed['contact.email']),
    acknowledged: false,
    presses: 0,
    violations: [],
  };
  const page = await fetch(`${site}${lead.path}`);
  let form = postForm(await page.text());
  fill(form, typed);
  while (outcome.presses < maxPresses && !outcome.acknowledged) {
    outcome.presses++;
    const action = new URL(form.getAttribute('action') ?? lead.path, `${site}${lead.path}`);
    const response = await fetch(action, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: site, 'sec-fetch-site': 'same-origin' },
      body: formBody(form),
    });
    const location = response.headers.get('location') ?? '';
    if (response.status === 303 && new URL(location, site).searchParams.has('sent')) {
      outcome.acknowledged = (await fetch(new URL(location, site))).ok;
      if (!outcome.acknowledged) outcome.violations.push('the thanks step did not load');
      continue;
    }
    const html = await response.text();
    if (response.status !== 503 || !html.includes(GENERIC_ERROR)) {
      outcome.violations.push(`press ${outcome.presses}: ${response.status} without the generic message`);
      break;
    }
    form = postForm(html);
    const lost = keptValuesViolation(shown(form, typed), typed);
    if (lost) outcome.violations.push(`press ${outcome.presses}: ${lost}`);
  }
  return outcome;
}
