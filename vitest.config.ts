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
  },
});
