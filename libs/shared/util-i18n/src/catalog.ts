import type { MessageFormatElement } from 'react-intl';
import type { Locale } from '@carweb/shared-util-brand';

/** ICU text as written in the catalogs; the production build precompiles it to an AST (decision 0012). */
export type MessageText = string | MessageFormatElement[];
/** One catalog or the merged catalogs of a locale: all texts, or all ASTs (what IntlProvider takes). */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;
type CatalogModule = { default: Messages };
export type CatalogLoaders = Record<Exclude<Locale, 'de'>, () => Promise<CatalogModule>>;

/** The messages one library owns, in every locale, loaded lazily per locale. */
export interface Catalog {
  namespace: string;
  load(locale: Locale): Promise<Messages>;
}

/**
 * A library's catalog: German is the source (bundled, also the default message),
 * the other languages load lazily. Returns the catalog and typed message descriptors.
 */
export function defineCatalog<T extends Messages>(namespace: string, source: T, loaders: CatalogLoaders) {
  const catalog: Catalog = {
    namespace,
    async load(locale) {
      const messages = locale === 'de' ? source : (await loaders[locale]()).default;
      return prefixKeys(namespace, messages);
    },
  };
  return { catalog, messages: messageIds(namespace, source) };
}

function prefixKeys(namespace: string, messages: Messages): Messages {
  return Object.fromEntries(Object.entries(messages).map(([key, text]) => [`${namespace}.${key}`, text])) as Messages;
}

/**
 * Message descriptors for the keys of a library's German source catalog:
 * `ids.phoneCta` → `{ id: 'dealer-home.phoneCta', defaultMessage: '…' }`.
 */
export function messageIds<T extends Messages>(
  namespace: string,
  source: T,
): { [K in keyof T]: { id: string; defaultMessage: MessageText } } {
  const entries = Object.entries(source).map(([key, text]) => [key, { id: `${namespace}.${key}`, defaultMessage: text }]);
  return Object.fromEntries(entries) as { [K in keyof T]: { id: string; defaultMessage: MessageText } };
}

/** Loads and merges every catalog for one locale (server: per request; client: lazily on a language change). */
export async function loadMessages(catalogs: readonly Catalog[], locale: Locale): Promise<Messages> {
  const parts = await Promise.all(catalogs.map((catalog) => catalog.load(locale)));
  return Object.assign({}, ...parts);
}

/** react-intl runs with Swiss locales ('de-CH'); URLs, formatters and the API use the language ('de'). */
export function languageOf(intlLocale: string): Locale {
  return intlLocale.slice(0, 2) as Locale;
}
