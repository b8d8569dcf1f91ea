import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

// a library's catalog, or one of a part of it (e.g. `src/model-filter/i18n/de.json`)
const CATALOG = /\/src\/(?:[\w-]+\/)*i18n\/[a-z]{2}\.json$/;
// the consent manager's texts are HTML for vanilla-cookieconsent, read as strings, never formatted by react-intl
const PLAIN_TEXTS = /\/platform\/tracking\/src\/consent\/i18n\//;
const PARSER = '@formatjs/icu-messageformat-parser';

/**
 * Message catalogs (`libs/…/src/i18n/<locale>.json`, `libs/…/src/<part>/i18n/<locale>.json`) become ICU ASTs at build time, and the browser
 * bundle gets the formatjs parser's no-parser variant (≈ 26 KB minified less on every first load).
 * Tests and Storybook keep plain strings and the full parser (decision 0012).
 */
export function precompiledMessages(): Plugin {
  return {
    name: 'carweb:precompiled-messages',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!CATALOG.test(file) || PLAIN_TEXTS.test(file)) return null;
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
