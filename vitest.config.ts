import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { workspaceAliases } from './tools/vite/workspace-aliases.ts';
import { projects } from './vitest.workspace.ts';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: workspaceAliases() },
  test: {
    projects,
    passWithNoTests: false,
    restoreMocks: true,
    // a guard against a hanging test, not a speed check: CI runs the suite beside Storybook's browser tests and the
    // builds on 2 cores, where a jsdom test with many role queries once took over the default 5 s
    testTimeout: 15_000,
  },
});
