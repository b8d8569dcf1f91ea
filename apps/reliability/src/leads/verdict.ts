import type { Outcome } from './outcome';
import { storedLeadsByEmail } from './stored-leads';

/** Prints the summary and every violation; true when the run failed. */
export function verdict(outcomes: Outcome[], dbFile: string, faults: string): boolean {
  const { byEmail, total } = storedLeadsByEmail(dbFile);
  const violations: string[] = [];
  for (const outcome of outcomes) {
    const stored = byEmail.get(outcome.email) ?? 0;
    const expected = outcome.acknowledged ? 1 : 0;
    const where = `${outcome.path} ${outcome.form} ${outcome.email}`;
    if (stored !== expected) violations.push(`${where}: ${outcome.acknowledged ? 'acknowledged' : 'failed'}, ${stored} stored`);
    for (const violation of outcome.violations) violations.push(`${where}: ${violation}`);
  }
  const acknowledged = outcomes.filter((outcome) => outcome.acknowledged);
  const failed = outcomes.filter((outcome) => !outcome.acknowledged && outcome.violations.length === 0);
  const duplicates = [...byEmail.values()].reduce((sum, n) => sum + Math.max(0, n - 1), 0);
  const retried = acknowledged.filter((outcome) => outcome.presses > 1).length;
  const byPath = (path: Outcome['path']) => outcomes.filter((outcome) => outcome.path === path && outcome.acknowledged).length;
  console.log(`faults: ${faults}`);
  console.log(
    [
      `submissions ${outcomes.length}`,
      `acknowledged ${acknowledged.length} (browser ${byPath('browser')}, no-js ${byPath('no-js')}; after a retry ${retried})`,
      `failed with message ${failed.length}`,
      `presses ${outcomes.reduce((sum, outcome) => sum + outcome.presses, 0)}`,
      `stored rows ${total}`,
      `duplicates ${duplicates}`,
      `violations ${violations.length}`,
    ].join('\n'),
  );
  for (const violation of violations.slice(0, 40)) console.log(`  ✗ ${violation}`);
  if (total !== acknowledged.length) console.log(`  ✗ stored rows ${total} ≠ acknowledged ${acknowledged.length}`);
  return violations.length > 0 || total !== acknowledged.length || duplicates > 0;
}
