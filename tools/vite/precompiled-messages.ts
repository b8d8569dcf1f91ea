import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const CATALOG = /\/src\/i18n\/[a-z]{2}\.json$/;
const PARSER = '@formatjs/icu-messageformat-parser';

/**
 * Message catalogs (`libs/…/src/i18n/<locale>.json`) become ICU ASTs at build time, and the browser
 * bundle gets the formatjs parser's no-parser variant (≈ 26 KB minified less on every first load).
 * Tests and Storybook keep plain strings and the full parser (decision 0012).
 */
export function precompiledMessages(): Plugin {
  return {
    name: 'carweb:precompiled-messages',
    enforce: 'pre',
    transform(code, id) {
      if (!CATALOG.test(id.split('?')[0] ?? id)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parse(text)]));
      return { code: JSON.stringify(compiled), map: null };
    },
    async resolveId(source, importer, options) {
      if (source !== PARSER || this.environment.name !== 'client' || this.environment.mode !== 'build') return null;
      return this.resolve(`${PARSER}/no-parser.js`, importer, { ...options, skipSelf: true });
    },
  };
}
