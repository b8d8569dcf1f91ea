// Import cycles in the whole tree — apps/, libs/, tools/ (decision 0028): every TypeScript file and ES module script, the
// tsconfig paths between libraries, static, dynamic and type-only imports alike. Prints the count and each cycle; exits 1
// when there is one (`node tools/scripts/check-cycles.mjs [root …]` checks only those folders). Proven to bite by
// check-cycles-probe.mjs.
import { pathToFileURL } from 'node:url';
import { parseCircular, parseDependencyTree } from 'dpdm';

export const ROOTS = ['apps', 'libs', 'tools'];
const EXTENSIONS = ['ts', 'tsx', 'mts', 'mjs'];

/** Every import cycle among the files below `roots` (paths relative to the working directory). */
export async function findCycles(roots = ROOTS) {
  const tree = await parseDependencyTree(
    roots.flatMap((root) => EXTENSIONS.map((extension) => `${root}/**/*.${extension}`)),
    {
      tsconfig: 'tsconfig.base.json',
      // a route imports its loader with import(): a loader importing its route back is a cycle all the same
      skipDynamicImports: false,
      transform: false,
    },
  );
  return parseCircular(tree, false);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = Date.now();
  const roots = process.argv.length > 2 ? process.argv.slice(2) : ROOTS;
  const cycles = await findCycles(roots);
  for (const [index, cycle] of cycles.entries()) console.log(`${index + 1}) ${[...cycle, cycle[0]].join(' -> ')}`);
  console.log(
    `${cycles.length} import cycle(s) in ${roots.map((root) => `${root}/`).join(', ')} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  if (cycles.length > 0) process.exit(1);
}
