import { specTextsCatalog, type Catalog } from '@carweb/shared-util-i18n';

/**
 * Every library's message catalog (its `src/messages.ts`, or a part's `src/<part>/messages.ts`), found at build time
 * like the brand configs: the same catalogs the site registers (libs/site/src/catalogs.ts). Importing the site's list
 * would load every library's code (their index files) into each story's test page; a `messages.ts` only holds lazy
 * loaders of its JSON.
 */
const modules = import.meta.glob<Record<string, unknown>>(['../libs/**/src/messages.ts', '../libs/**/src/*/messages.ts'], { eager: true });

const isCatalog = (value: unknown): value is Catalog =>
  typeof value === 'object' && value !== null && 'namespace' in value && typeof (value as Catalog).load === 'function';

export const STORY_CATALOGS: readonly Catalog[] = [
  specTextsCatalog,
  ...Object.values(modules).flatMap((m) => Object.values(m).filter(isCatalog)),
];
