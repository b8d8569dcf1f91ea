// The brand ids for plain-node scripts and eslint.config.mjs, read from their one source
// (libs/shared/util-brand/src/brands.ts, which node cannot import as TypeScript).
import { readFileSync } from 'node:fs';

const source = readFileSync(new URL('../../libs/shared/util-brand/src/brands.ts', import.meta.url), 'utf8');
const list = /export const BRAND_IDS = \[([^\]]*)\] as const;/.exec(source)?.[1];
export const BRAND_IDS = [...(list ?? '').matchAll(/'([a-z0-9-]+)'/g)].map((match) => match[1]);
if (BRAND_IDS.length === 0) throw new Error('tools/scripts/brand-ids.mjs: no BRAND_IDS found in libs/shared/util-brand/src/brands.ts');
