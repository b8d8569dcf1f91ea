// Proves that module boundaries bite: lints deliberately wrong imports and fails unless ESLint rejects each.
import { execSync } from 'node:child_process';
import { ESLint } from 'eslint';

const WRONG_IMPORTS = [
  { file: 'libs/shared/ui/src/__boundary_probe__.ts', code: "export * from '@carweb/api-dealer';\n", why: 'type:ui → type:data-access' },
  { file: 'libs/api/http/src/__boundary_probe__.ts', code: "export * from '@carweb/dealer-feature-home';\n", why: 'data-access → feature' },
  { file: 'libs/dealer/feature-home/src/__boundary_probe__.ts', code: "export * from '@carweb/site';\n", why: 'scope:dealer → scope:site' },
  {
    file: 'libs/platform/layout/src/__boundary_probe__.ts',
    code: "export * from '../../routing/src/index';\n",
    why: 'relative import across projects',
  },
  {
    file: 'libs/platform/layout/src/__boundary_probe__.ts',
    code: "export { testDealer } from '@carweb/shared-testing';\n",
    why: 'production code → test fixtures (type:testing)',
  },
  {
    file: 'apps/kia/__boundary_probe__.ts',
    code: "export { vehicleFixture } from '@carweb/shared-testing';\n",
    why: 'brand app → test fixtures (type:testing)',
  },
];

// …and that the fixtures stay usable where they belong.
const RIGHT_IMPORTS = [
  {
    file: 'libs/platform/layout/src/__boundary_probe__.test.ts',
    code: "export { testDealer } from '@carweb/shared-testing';\n",
    why: 'test → test fixtures',
  },
  {
    file: 'libs/vehicle-market/feature-list/src/__boundary_probe__.stories.tsx',
    code: "export { vehicleFixture } from '@carweb/shared-testing';\n",
    why: 'story → test fixtures',
  },
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
for (const probe of RIGHT_IMPORTS) {
  const [result] = await eslint.lintText(probe.code, { filePath: probe.file });
  const rejected = result.messages.filter((m) => m.ruleId === '@nx/enforce-module-boundaries');
  console.log(
    `${rejected.length ? 'WRONGLY REJECTED' : 'accepted'}: ${probe.why} (${probe.file})${rejected.map((m) => ` — ${m.message}`).join('')}`,
  );
  if (rejected.length) failures += 1;
}
if (failures) {
  console.error(`${failures} probe(s) failed: module boundaries are not enforced as intended`);
  process.exit(1);
}
console.log('module boundaries enforced');
