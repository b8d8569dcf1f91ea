// The targets `npm test` and `npm run test:affected` run (decision 0030): one list, read by both.
import { BRAND_IDS } from './brand-ids.mjs';

/** Whole-workspace checks: the `ci` project (tools/ci/project.json) and `storybook` (tools/storybook/project.json). */
export const WORKSPACE_CHECKS = ['i18n', 'format', 'sync', 'boundaries', 'cycles', 'audit', 'node24', 'storybook', 'stories'];
/**
 * The per-project checks as one process each over the whole workspace (a clean run: one TypeScript program and one
 * vitest run are far cheaper than 59 of each); `test:affected` runs the per-project targets instead.
 */
export const WHOLE_RUN = { eslint: 'lint', tsc: 'typecheck', vitest: 'test' };
/** Per brand app (build, first-load budgets, screenshots), the reliability runs, the e2e journeys. */
export const PROJECT_TARGETS = ['build', 'budget', 'screenshots', 'faults', 'fuzz', 'leads', 'soak', 'edge', 'security', 'e2e'];

/** `npm test`: every target, for the ci project, every brand of BRAND_IDS, reliability and e2e. */
export const fullRun = {
  targets: [...WORKSPACE_CHECKS, ...Object.keys(WHOLE_RUN), ...PROJECT_TARGETS],
  projects: ['ci', 'storybook', ...BRAND_IDS, 'reliability', 'e2e'],
};

/** `npm run test:affected`: the same list with the per-project lint, typecheck and test, for the affected projects. */
export const affectedTargets = [...WORKSPACE_CHECKS, ...Object.values(WHOLE_RUN), ...PROJECT_TARGETS];
