// Import cycles in libs/ (decision 0028): every TypeScript file, the tsconfig paths between libraries, static, dynamic and
// type-only imports alike. Prints the count and each cycle; exits 1 when there is one. Proven to bite by check-cycles-probe.mjs.
import { pathToFileURL } from 'node:url';
import { parseCircular, parseDependencyTree } from 'dpdm';

/** Every import cycle among the TypeScript files below `root` (a path relative to the working directory). */
export async function findCycles(root = 'libs') {
  const tree = await parseDependencyTree([`${root}/**/*.ts`, `${root}/**/*.tsx`], {
    tsconfig: 'tsconfig.base.json',
    // a route imports its loader with import(): a loader importing its route back is a cycle all the same
    skipDynamicImports: false,
    transform: false,
  });
  return parseCircular(tree, false);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = Date.now();
  const cycles = await findCycles(process.argv[2] ?? 'libs');
  for (const [index, cycle] of cycles.entries()) console.log(`${index + 1}) ${[...cycle, cycle[0]].join(' -> ')}`);
  console.log(`${cycles.length} import cycle(s) in ${process.argv[2] ?? 'libs'}/ (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (cycles.length > 0) process.exit(1);
}
