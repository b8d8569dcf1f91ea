import react from '@vitejs/plugin-react';
import { basename, resolve } from 'node:path';
import type { UserConfig } from 'vite';
import { chunkModulesReport } from './chunk-modules-report.ts';
import { firstLoadPreloads } from './first-load-preloads.ts';
import { leanPreloadHelper } from './lean-preload-helper.ts';
import { pageModules } from './page-modules.ts';
import { routeLibraryNames } from './route-library-names.ts';
import { precompiledMessages } from './precompiled-messages.ts';
import { workspaceAliases } from './workspace-aliases.ts';

const root = resolve(import.meta.dirname, '../..');
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack[\\/]query-core|@tanstack[\\/]react-query|react-intl|@formatjs[\\/][^\\/]+|intl-messageformat)[\\/]/;
const CONTENT_CHROME =
  /[\\/]libs[\\/](platform[\\/]layout[\\/]src[\\/](content-chrome[\\/]|navigation[\\/](content-navigation|ContentNavigation)\.|footer[\\/](content-footer|ContentFooter)\.)|api[\\/]content[\\/]src[\\/]get-(footer|navigation|multilease-footer|multilease-navigation)(-content)?\.)/;
// every TypeScript module of the libraries is side-effect free (they export, they do not register anything at
// import); CSS keeps its side effects (the shared base styles come with the client entry, platform-ssr's hydrate-app)
const SIDE_EFFECT_FREE = /[\\/]libs[\\/].+\.tsx?$/;

// react-router's package `exports` name only its development build (remix-run/react-router#12532, #14102):
// the production build leaves out dev warnings and checks (server CPU per request, first-load bytes). Aliased as
// files, so the server bundle includes react-router once instead of loading the development build at run time.
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: resolve(root, 'node_modules/react-router/dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: resolve(root, 'node_modules/react-router/dist/production/dom-export.mjs') },
  { find: /^react-router-dom$/, replacement: resolve(root, 'node_modules/react-router-dom/dist/index.mjs') },
];

/**
 * One `vite build` per brand app builds the browser bundle (dist/apps/<brand>/client, with manifest)
 * and the SSR server bundle (dist/apps/<brand>/server/server.js) run by plain node.
 */
export function brandAppConfig(appDir: string): UserConfig {
  const brand = basename(appDir);
  // BRAND_DIST_DIR: a build of its own beside dist/apps (e.g. a reliability run while servers run from dist)
  const distDir = resolve(root, process.env['BRAND_DIST_DIR'] ?? 'dist/apps', brand);
  const preloads = firstLoadPreloads();
  return {
    root: appDir,
    publicDir: resolve(root, 'tools/vite/public'),
    plugins: [
      leanPreloadHelper(),
      pageModules(),
      routeLibraryNames(),
      react(),
      precompiledMessages(),
      chunkModulesReport(root),
      preloads.plugin,
    ],
    resolve: { alias: [...workspaceAliases(), ...REACT_ROUTER_PRODUCTION] },
    css: { modules: { localsConvention: 'camelCaseOnly', generateScopedName: '[local]_[hash:base64:4]' } },
    environments: {
      client: {
        build: {
          outDir: `${distDir}/client`,
          emptyOutDir: true,
          manifest: true,
          // what the entry brought is loaded already: a dynamic import preloads only the rest
          modulePreload: { resolveDependencies: preloads.resolveDependencies },
          // one stylesheet for every page, linked by the server document: one render-blocking request,
          // and lazy pages are styled on first paint (decision 0010)
          cssCodeSplit: false,
          rollupOptions: {
            input: resolve(appDir, 'src/entry-client.tsx'),
            // a module the browser does not use is dropped even when a barrel re-exports it (decisions 0011, 0013):
            // a catalog import from the form engine's barrel must not bring react-hook-form to every page
            treeshake: { moduleSideEffects: (id) => (SIDE_EFFECT_FREE.test(id) ? false : undefined) },
            // the runtime every page needs in one long-cached chunk instead of scattered over the app's chunks
            output: {
              // short chunk names: every dynamic import's preload list names its chunks (`__vite__mapDeps`), in the
              // entry of every first load (decision 0022); .vite/manifest.json and chunk-modules.json map them back
              chunkFileNames: (chunk) => (chunk.name === 'framework' ? 'assets/framework-[hash].js' : 'assets/[hash].js'),
              codeSplitting: {
                groups: [
                  { name: 'framework', test: FRAMEWORK, priority: 1 },
                  // the content service's navigation and footer, their queries and rules: every site page (and a
                  // multilease dealer page) loads all of them, in one chunk rather than five (decision 0051)
                  { name: 'content-chrome', test: CONTENT_CHROME, includeDependenciesRecursively: false },
                  { name: 'shell', tags: ['$initial'] },
                ],
              },
            },
          },
        },
      },
      ssr: {
        build: {
          outDir: `${distDir}/server`,
          emptyOutDir: true,
          rollupOptions: { input: { server: resolve(appDir, 'src/server.ts') } },
        },
      },
    },
    builder: {},
  };
}
