import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';

const scopes = ['dealer', 'vehicle-market', 'checkout', 'configurator', 'content'];
const brands = ['kia', 'toyota', 'opel', 'citroen', 'lexus', 'landrover', 'jaguar', 'zeekr', 'suzuki', 'multilease', 'emilfrey'];

/** ARCHITECTURE.md: who may import whom. A wrong import is a lint error (tools/scripts/check-boundaries.mjs proves it). */
const depConstraints = [
  { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['*'] },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['*'] },
  { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:util'] },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util'] },
  { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:util'] },
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
  ...scopes.map((scope) => ({ sourceTag: `scope:${scope}`, onlyDependOnLibsWithTags: [`scope:${scope}`, 'scope:shared'] })),
  { sourceTag: 'scope:site', onlyDependOnLibsWithTags: ['scope:site', 'scope:shared', ...scopes.map((s) => `scope:${s}`)] },
  { sourceTag: 'scope:sandbox', onlyDependOnLibsWithTags: ['scope:sandbox', 'scope:shared'] },
  ...brands.map((brand) => ({ sourceTag: `scope:${brand}`, onlyDependOnLibsWithTags: [`scope:${brand}`, 'scope:shared', 'scope:site'] })),
];

export default [
  {
    ignores: ['**/dist', '**/storybook-static', '**/node_modules', '**/.data', '**/.nx', '**/tmp', '**/coverage', '**/test-results', '**/playwright-report', '**/vite.config.*.timestamp*'],
  },
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        { enforceBuildableLibDependency: true, banTransitiveDependencies: false, allow: [], depConstraints },
      ],
    },
  },
  {
    // build configuration may import the shared Vite helpers in tools/
    files: ['**/vite.config.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
];
