import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import { BRAND_IDS } from './tools/scripts/brand-ids.mjs';

const scopes = ['dealer', 'vehicle-market', 'checkout', 'configurator', 'content'];
const brands = BRAND_IDS;
/** Dealer pages show market vehicles with the market's own teasers (a promotion's vehicles): dealer → vehicle-market, never back. */
const SCOPE_ALSO_USES = { dealer: ['scope:vehicle-market'] };

/** ARCHITECTURE.md: who may import whom. A wrong import is a lint error (tools/scripts/check-boundaries.mjs proves it). */
const depConstraints = [
  // every library but test fixtures (type:testing), which only tests, stories and harnesses import: see TEST_FILES
  { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:util'] },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['*'] },
  { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:util'] },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util'] },
  { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:util'] },
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
  { sourceTag: 'type:testing', onlyDependOnLibsWithTags: ['type:testing', 'type:util'] },
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
  ...scopes.map((scope) => ({
    sourceTag: `scope:${scope}`,
    onlyDependOnLibsWithTags: [`scope:${scope}`, 'scope:shared', ...(SCOPE_ALSO_USES[scope] ?? [])],
  })),
  { sourceTag: 'scope:site', onlyDependOnLibsWithTags: ['scope:site', 'scope:shared', ...scopes.map((s) => `scope:${s}`)] },
  { sourceTag: 'scope:sandbox', onlyDependOnLibsWithTags: ['scope:sandbox', 'scope:shared'] },
  ...brands.map((brand) => ({ sourceTag: `scope:${brand}`, onlyDependOnLibsWithTags: [`scope:${brand}`, 'scope:shared', 'scope:site'] })),
];

/** Files that may import test fixtures (type:testing); production code may not. */
const TEST_FILES = [
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/*.stories.tsx',
  '**/test-harness.tsx',
  '**/story-harness.tsx',
  '**/*.fixture.ts',
  '**/*.fixtures.ts',
  '**/testing/**',
  'apps/e2e/**',
];
const testDepConstraints = depConstraints.map((constraint) =>
  constraint.sourceTag.startsWith('type:') && !constraint.onlyDependOnLibsWithTags.includes('*')
    ? { ...constraint, onlyDependOnLibsWithTags: [...new Set([...constraint.onlyDependOnLibsWithTags, 'type:testing'])] }
    : constraint,
);
const boundaries = (constraints) => [
  'error',
  { enforceBuildableLibDependency: true, banTransitiveDependencies: false, allow: [], depConstraints: constraints },
];

export default [
  {
    ignores: [
      '**/dist',
      '**/storybook-static',
      '**/node_modules',
      '**/.data',
      '**/.nx',
      '**/tmp',
      '**/coverage',
      '**/test-results',
      '**/playwright-report',
      '**/vite.config.*.timestamp*',
    ],
  },
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs'],
    ignores: TEST_FILES,
    rules: { '@nx/enforce-module-boundaries': boundaries(depConstraints) },
  },
  {
    // tests, stories, harnesses and fixtures: the same matrix, plus the test fixtures (type:testing)
    files: TEST_FILES,
    rules: { '@nx/enforce-module-boundaries': boundaries(testDepConstraints) },
  },
  {
    // build configuration may import the shared Vite helpers in tools/
    files: ['**/vite.config.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    // Prettier formats (printWidth 140, .prettierrc.json); what it cannot break — long comments — must not pass either.
    // A single string, template, regular expression or URL may run longer: splitting it would not make it readable (decision 0018).
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs'],
    rules: {
      'max-len': ['error', { code: 140, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreRegExpLiterals: true, ignoreUrls: true }],
    },
  },
  {
    // a library's public API names what it exports (no `export *` barrels)
    files: ['libs/**/src/**/*.ts', 'libs/**/src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: "explicit exports: a library's public API lists its names" },
      ],
    },
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
