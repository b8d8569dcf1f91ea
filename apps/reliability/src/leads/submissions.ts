import { browserSubmission } from './browser-visitor';
import { LEAD_FORMS } from './lead-forms';
import { noJsSubmission } from './no-js-visitor';
import type { Outcome } from './outcome';

/** `count` submissions, alternating browser and no-JavaScript path over the forms, `concurrency` at a time. */
export async function runSubmissions(site: string, count: number, concurrency: number, maxPresses: number): Promise<Outcome[]> {
  const run = Date.now().toString(36);
  const outcomes: Outcome[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const n = next++;
      const lead = LEAD_FORMS[Math.floor(n / 2) % LEAD_FORMS.length];
      const marker = `lead-${run}-${n}`;
      const typed = lead.typed(`${marker}@example.ch`, marker);
      const submit = n % 2 === 0 ? browserSubmission : noJsSubmission;
      outcomes.push(
        await submit(site, lead, typed, maxPresses).catch((error: unknown) => ({
          path: n % 2 === 0 ? ('browser' as const) : ('no-js' as const),
          form: lead.name,
          email: String(typed['contact.email']),
          acknowledged: false,
          presses: 0,
          violations: [`crashed: ${error instanceof Error ? error.message : String(error)}`],
        })),
      );
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return outcomes;
}
