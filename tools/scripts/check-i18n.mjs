// Fails when a shipped locale (de, fr, it) misses a key of a library's German source catalog,
// or carries a key the source does not have. en and sl are reported but do not fail (partly placeholders, SPEC §1).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const REQUIRED = ['fr', 'it'];
const OPTIONAL = ['en', 'sl'];

function catalogDirs(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (!statSync(path).isDirectory() || name === 'node_modules') return [];
    return name === 'i18n' ? [path] : catalogDirs(path);
  });
}

const read = (dir, locale) => {
  try {
    return JSON.parse(readFileSync(join(dir, `${locale}.json`), 'utf8'));
  } catch {
    return null;
  }
};

let problems = 0;
const dirs = catalogDirs('libs');
for (const dir of dirs) {
  const source = read(dir, 'de');
  if (!source) {
    console.error(`${dir}: no de.json`);
    problems += 1;
    continue;
  }
  for (const locale of [...REQUIRED, ...OPTIONAL]) {
    const catalog = read(dir, locale) ?? {};
    const missing = Object.keys(source).filter((key) => !(key in catalog) || catalog[key] === '');
    const extra = Object.keys(catalog).filter((key) => !(key in source));
    if (missing.length || extra.length) {
      const fatal = REQUIRED.includes(locale);
      const report = `${dir}/${locale}.json: missing [${missing.join(', ')}] extra [${extra.join(', ')}]`;
      if (fatal) {
        console.error(report);
        problems += 1;
      } else console.warn(`(placeholder locale) ${report}`);
    }
  }
}
if (problems) process.exit(1);
console.log(`i18n: ${dirs.length} catalogs complete in de, fr, it`);
