// Proves that the cycle check bites (decision 0028): writes a deliberate two-file cycle into libs/, runs
// tools/scripts/check-cycles.mjs as npm test does and fails unless it exits 1 naming that cycle; the files are removed.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';

const DIR = 'libs/__cycle_probe__';
const FILES = {
  [`${DIR}/probe-a.ts`]: "import { b } from './probe-b';\n\nexport const a = () => b();\n",
  [`${DIR}/probe-b.ts`]: "import { a } from './probe-a';\n\nexport const b = (): unknown => a;\n",
};

let output = '';
let status = null;
try {
  mkdirSync(DIR, { recursive: true });
  for (const [file, code] of Object.entries(FILES)) writeFileSync(file, code);
  const run = spawnSync(process.execPath, ['tools/scripts/check-cycles.mjs'], { encoding: 'utf8' });
  output = `${run.stdout}${run.stderr}`;
  status = run.status;
} finally {
  rmSync(DIR, { recursive: true, force: true });
}

const named = output.split('\n').some((line) => Object.keys(FILES).every((file) => line.includes(file)));
if (status !== 1 || !named) {
  console.error(output);
  console.error(`NOT CAUGHT: the cycle check exited ${status} and ${named ? 'named' : 'did not name'} the probe cycle ${DIR}`);
  process.exit(1);
}
console.log(`caught: the cycle check exits 1 on a deliberate cycle (${Object.keys(FILES).join(' <-> ')}); probe removed`);
