// One cell of the matrix, judged mechanically against the failure contract (decision 0015): the page answers as it
// did without faults (same status, same redirect target, no error or absence text it did not show before; an optional
// part may be gone), or it answers an outage: 503, Retry-After, Cache-Control no-store, no Location, and for a page
// the generic message in the page language inside the site's chrome (header and footer); either within a time bound.
// Anything else fails.
import { isAnswer, type Answer, type Probe } from './probe';
import { specTexts, visibleMarkup } from './messages';
import type { PageSample } from './pages';

export interface Verdict {
  ok: boolean;
  /** what the cell shows: `—` unaffected (the page does not call the service), the status, or `✖ <status>` */
  label: string;
  /** why a cell failed */
  reason?: string;
}

const fail = (label: string, reason: string): Verdict => ({ ok: false, label: `✖ ${label}`, reason });

function outageFault(page: PageSample, answer: Answer): string | null {
  const { headers } = answer;
  const body = visibleMarkup(answer.body);
  if (!/^\d+$/.test(String(headers['retry-after'] ?? ''))) return 'no Retry-After';
  if (!/\bno-store\b/.test(String(headers['cache-control'] ?? ''))) return `Cache-Control ${headers['cache-control'] ?? 'missing'}`;
  if (headers.location) return `Location ${headers.location}`;
  if (page.kind === 'file') return body.length > 0 ? null : 'empty body';
  if (!body.includes(specTexts(page.locale).generic)) return `no generic message (${page.locale})`;
  if (!body.includes('<header') || !body.includes('<footer')) return "not inside the site's chrome";
  return null;
}

function sameAnswerFault(page: PageSample, baseline: Answer, answer: Answer): string | null {
  if (answer.headers.location !== baseline.headers.location) return `Location ${answer.headers.location}`;
  if (page.kind === 'file') return null;
  const { generic, absence } = specTexts(page.locale);
  const [before, after] = [visibleMarkup(baseline.body), visibleMarkup(answer.body)];
  const shown = [generic, ...absence].find((text) => after.includes(text) && !before.includes(text));
  return shown ? `shows "${shown}"` : null;
}

/**
 * `calls`: the page calls the faulted service (seen without faults); `—` marks an unaffected page that does not.
 * `boundMs`: the time the answer may take under the fault.
 */
export function judge(page: PageSample, baseline: Answer, probe: Probe, calls: boolean, boundMs: number): Verdict {
  if (!isAnswer(probe)) return fail(probe.failure, probe.detail);
  const { status } = probe;
  if (probe.ms > boundMs) return fail(`${status} in ${probe.ms} ms`, `answered after ${probe.ms} ms, bound ${boundMs} ms`);
  if (status === 503) {
    const fault = outageFault(page, probe);
    return fault ? fail('503', fault) : { ok: true, label: '503' };
  }
  if (status !== baseline.status) return fail(String(status), `answered ${status}, ${baseline.status} without faults`);
  const fault = sameAnswerFault(page, baseline, probe);
  if (fault) return fail(String(status), fault);
  return { ok: true, label: calls ? String(status) : '—' };
}
