// Proves that module boundaries bite: lints deliberately wrong imports and fails unless ESLint rejects each.
import { execSync } from 'node:child_process';
import { ESLint } from 'eslint';

const WRONG_IMPORTS = [
  { file: 'libs/shared/ui/src/__boundary_probe__.ts', code: "export * from '@carweb/api-dealer';\n", why: 'type:ui → type:data-access' },
  { file: 'libs/api/http/src/__boundary_probe__.ts', code: "export * from '@carweb/dealer-feature-home';\n", why: 'data-access → feature' },
  { file: 'libs/dealer/feature-home/src/__boundary_probe__.ts', code: "export * from '@carweb/site';\n", why: 'scope:dealer → scope:site' },
  { file: 'libs/platform/layout/src/__boundary_probe__.ts', code: "export * from '../../routing/src/index';\n", why: 'relative import across projects' },
];

// The rule silently skips itself without a project graph: make sure Nx has computed one.
execSync('npx nx show projects', { stdio: 'ignore', env: { ...process.env, NX_DAEMON: 'false' } });

const eslint = new ESLint();
let failures = 0;
for (const probe of WRONG_IMPORTS) {
  const [result] = await eslint.lintText(probe.code, { filePath: probe.file });
  const caught = result.messages.some((m) => m.ruleId === '@nx/enforce-module-boundaries' && m.severity === 2);
  console.log(`${caught ? 'rejected' : 'NOT REJECTED'}: ${probe.why} (${probe.file})`);
  if (!caught) failures += 1;
}
if (failures) {
  console.error(`${failures} wrong import(s) passed lint: module boundaries are not enforced`);
  process.exit(1);
}
console.log('module boundaries enforced');
