// Invalid submissions of the form pages without JavaScript: the fields of the rendered <form method="post">,
// posted to the page (form actions, libs/checkout); each must come back as the form with the spec's error texts.
import fc from 'fast-check';
import { eachLimited } from './http';
import { HOSTILE, MARK, reflectionOf } from './reflection';
import { encodePath } from './site-map';

export interface FormPage {
  name: string;
  path: string;
  multipart: boolean;
  /** field names of the form, each once */
  fields: string[];
}

/** SPEC §5: the required and invalid texts (de pages) */
const ERROR_TEXTS = ['Dieses Feld ist erforderlich', 'Ungültige Eingabe'];

/** The lead form of a page, or null when the page has none (or does not answer 200). */
export async function formPageAt(site: string, name: string, path: string): Promise<FormPage | null> {
  const response = await fetch(`${site}${encodePath(path)}`, { redirect: 'manual' });
  if (response.status !== 200) return null;
  const html = await response.text();
  const form = /<form[^>]*method="post"[^>]*>([\s\S]*?)<\/form>/i.exec(html);
  if (!form) return null;
  const fields = [...new Set([...(form[1] ?? '').matchAll(/<(?:input|select|textarea)[^>]*\sname="([^"]+)"/g)].map((m) => m[1] ?? ''))];
  return { name, path, multipart: /enctype="multipart\/form-data"/i.test(form[0]), fields };
}

const BAD: Record<string, string[]> = {
  privacyAccepted: ['', 'false', 'off', '0'],
  'contact.email': ['', 'a', 'a@', '@example.ch', 'a b@example.ch', `<script>${MARK}()</script>@x.ch`],
  email: ['', 'a@', 'anna@@example.ch', `"><img src=x onerror=${MARK}()>@x.ch`],
  'contact.phonePrefix': ['+43', '+33', '0041', '41', '+4', `+41<svg onload=${MARK}()>`],
  'contact.gender': ['x', 'FEMALE', 'divers', `<script>${MARK}()</script>`],
  wishDate: ['2023-13-45', 'morgen', '31.12.2030', `javascript:${MARK}()`],
};

const anyText = fc.oneof(
  fc.constantFrom(...HOSTILE),
  fc.string({ maxLength: 40 }),
  fc.constantFrom('', '0', '-1', '1e308', 'NaN', '99999999999999999999'),
  fc.integer({ min: 200, max: 5_000 }).map((n) => 'B'.repeat(n)),
);

/** values for every field; 1–3 of the spec's violations among the fields the form has (privacy omitted is one) */
function submissions(page: FormPage) {
  const breakable = page.fields.filter((field) => BAD[field]);
  if (breakable.length === 0) throw new Error(`${page.name}: a form without e-mail or privacy field cannot be broken on purpose`);
  const broken = fc.uniqueArray(fc.constantFrom(...breakable), { minLength: 1, maxLength: Math.min(3, breakable.length) });
  return fc.tuple(broken, fc.array(anyText, { minLength: page.fields.length, maxLength: page.fields.length })).chain(([fields, texts]) =>
    fc.tuple(...fields.map((field) => fc.constantFrom(...(BAD[field] ?? [''])))).map((bad) => {
      const values = new Map(page.fields.map((field, i) => [field, texts[i] ?? '']));
      fields.forEach((field, i) => values.set(field, bad[i] ?? ''));
      if (fields.includes('privacyAccepted') && bad[fields.indexOf('privacyAccepted')] === '') values.delete('privacyAccepted');
      else if (!fields.includes('privacyAccepted') && values.has('privacyAccepted')) values.set('privacyAccepted', 'on');
      return { values, violations: fields };
    }),
  );
}

export async function fuzzFormPage(site: string, page: FormPage, seed: number, runs: number, concurrency: number): Promise<string[]> {
  const failures: string[] = [];
  const cases = fc.sample(submissions(page), { seed, numRuns: runs });
  await eachLimited(cases, concurrency, async ({ values, violations }, index) => {
    const marker = `fz${seed}p${index}`;
    const entries = [...values].map(([name, value]) => [name, value.replaceAll(MARK, marker)] as [string, string]);
    let body: URLSearchParams | FormData;
    if (page.multipart) {
      const form = new FormData();
      for (const [name, value] of entries) form.append(name, value);
      body = form;
    } else body = new URLSearchParams(entries);
    const what = `no-JS ${page.name} #${index} (${violations.join(', ')})`;
    try {
      const response = await fetch(`${site}${encodePath(page.path)}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { origin: site },
        body,
      });
      const html = await response.text();
      const reflected = reflectionOf(html, marker);
      if (reflected) failures.push(`${what}: ${reflected}`);
      if (response.status !== 422 && response.status !== 400)
        failures.push(`${what}: ${response.status}, expected the form again (422) ${response.headers.get('location') ?? ''}`);
      else if (!ERROR_TEXTS.some((text) => html.includes(text)))
        failures.push(`${what}: ${response.status} without the spec's error texts`);
    } catch (error) {
      failures.push(`${what}: no answer: ${(error as Error).message}`);
    }
  });
  return failures;
}
