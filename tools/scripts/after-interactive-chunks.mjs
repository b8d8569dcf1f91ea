// The built chunks that start only once the page is interactive: a chunk made only of the modules that
// after-interactive-modules.json names (decisions 0041, 0042). They are not part of a page's first load; npm run perf
// (perf-budget.mjs) and the first-load e2e spec leave them out of the own-code budget alike.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** `/assets/…` paths of the after-interactive chunks of a built brand app's client (`dist/apps/<brand>/client`). */
export function afterInteractiveChunks(clientDir) {
  const modulesFile = join(clientDir, '.vite/chunk-modules.json');
  if (!existsSync(modulesFile)) throw new Error(`${modulesFile} is missing: build the brand app first`);
  const { modulePrefixes } = JSON.parse(readFileSync(new URL('./after-interactive-modules.json', import.meta.url), 'utf8'));
  const chunks = JSON.parse(readFileSync(modulesFile, 'utf8'));
  const later = Object.entries(chunks).filter(([, modules]) => {
    const ids = Object.keys(modules);
    return ids.length > 0 && ids.every((id) => modulePrefixes.some((prefix) => id.startsWith(prefix)));
  });
  return new Set(later.map(([file]) => `/${file}`));
}
