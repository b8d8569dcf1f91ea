// npm test step: `npm audit --omit=dev --audit-level=high` — no high or critical finding in what the servers run.
// A registry without the audit endpoint (this build machine's npm mirror answers 405) cannot say: the step then
// says "not checked" loudly and passes, unless AUDIT_REQUIRED=1 (set it where the endpoint is reachable).
import { spawnSync } from 'node:child_process';

const result = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], { encoding: 'utf8' });
let report = {};
try {
  report = JSON.parse(result.stdout || '{}');
} catch {
  // not JSON: an npm failure, reported below
}
const counts = report.metadata?.vulnerabilities;
if (counts) {
  const blocking = (counts.high ?? 0) + (counts.critical ?? 0);
  console.log(`npm audit (production dependencies): ${JSON.stringify(counts)}`);
  if (blocking > 0) {
    for (const [name, finding] of Object.entries(report.vulnerabilities ?? {}))
      if (['high', 'critical'].includes(finding.severity)) console.error(`✖ ${name} (${finding.severity}): ${finding.range}`);
    process.exit(1);
  }
  process.exit(0);
}
const unreachable = /audit endpoint returned an error|405|ENOTFOUND|ECONNREFUSED|ETIMEDOUT/i.test(`${result.stdout}${result.stderr}`);
if (unreachable && process.env.AUDIT_REQUIRED !== '1') {
  console.warn('⚠ npm audit NOT CHECKED: the registry did not answer the audit endpoint (set AUDIT_REQUIRED=1 to fail instead).');
  process.exit(0);
}
console.error(result.stderr || result.stdout);
process.exit(1);
