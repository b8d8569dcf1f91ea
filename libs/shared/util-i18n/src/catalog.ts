import type { MessageFormatElement } from 'react-intl';
import type { Locale } from '@carweb/shared-util-brand';

/** One catalog or the merged catalogs of a locale: all texts, or all ASTs precompiled by the production build (decision 0012). */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;
type CatalogModule<T extends Messages = Messages> = { default: T };
/** German is the source every other language falls back to, key by key. */
export type CatalogLoaders<T extends Messages> = { de: () => Promise<CatalogModule<T>> } & Record<
  Exclude<Locale, 'de'>,
  () => Promise<CatalogModule>
>;
/** What react-intl needs to find a text: its id. The text itself arrives with the page's messages. */
export type MessageId = { id: string };

/** The messages one library owns, in every locale, loaded lazily per locale. */
export interface Catalog {
  namespace: string;
  load(locale: Locale): Promise<Messages>;
}

/**
 * A library's catalog: every language loads lazily, so no catalog is part of the browser's first
 * load (the server document brings the page's messages). A key a language lacks falls back to German.
 * Returns the catalog and typed message ids for the keys of the German source.
 */
export function defineCatalog<T extends Messages>(namespace: string, loaders: CatalogLoaders<T>) {
  const read = async (locale: Locale) => {
    const [source, translation] = await Promise.all([loaders.de(), locale === 'de' ? undefined : loaders[locale]()]);
    return prefixKeys(namespace, { ...source.default, ...translation?.default } as Messages);
  };
  // catalogs never change after the build: merged and prefixed once per locale, not per request;
  // a failed load (e.g. a chunk the browser could not fetch) is tried again next time
  const loaded = new Map<Locale, Promise<Messages>>();
  const catalog: Catalog = {
    namespace,
    load(locale) {
      const messages = loaded.get(locale) ?? read(locale);
      loaded.set(locale, messages);
      messages.catch(() => loaded.delete(locale));
      return messages;
    },
  };
  return { catalog, messages: messageIds<T>(namespace) };
}

function prefixKeys(namespace: string, messages: Messages): Messages {
  return Object.fromEntries(Object.entries(messages).map(([key, text]) => [`${namespace}.${key}`, text])) as Messages;
}

/**
 * Message ids for the keys of a library's German catalog, without bundling the catalog:
 * `messages.phoneCta` → `{ id: 'dealer-home.phoneCta' }`. A key the catalog lacks is a type error.
 */
export function messageIds<T extends Messages>(namespace: string): { readonly [K in keyof T]: MessageId } {
  const ids = new Map<string, MessageId>();
  const idOf = (key: string) => ids.get(key) ?? ids.set(key, { id: `${namespace}.${key}` }).get(key);
  return new Proxy({} as { readonly [K in keyof T]: MessageId }, {
    get: (_target, key) => (typeof key === 'string' ? idOf(key) : undefined),
  });
}

const merged = new WeakMap<readonly Catalog[], Map<Locale, Promise<Messages>>>();

/**
 * Loads and merges every catalog for one locale, once per list of catalogs and locale (the server does not
 * merge them again per request; the browser loads them on a language change or to complete a page's messages).
 */
export function loadMessages(catalogs: readonly Catalog[], locale: Locale): Promise<Messages> {
  const byLocale = merged.get(catalogs) ?? new Map<Locale, Promise<Messages>>();
  merged.set(catalogs, byLocale);
  const known = byLocale.get(locale);
  if (known) return known;
  const loading = Promise.all(catalogs.map((catalog) => catalog.load(locale))).then((parts) => Object.assign({}, ...parts) as Messages);
  byLocale.set(locale, loading);
  loading.catch(() => byLocale.delete(locale));
  return loading;
}

const namespaceOf = (id: string) => id.slice(0, id.indexOf('.'));

/**
 * Server side: the messages as one page render reads them. Serialized (the page's hydration data) it holds only
 * the catalogs the render read from (and the `always` ones), not every library's texts (decision 0023); the
 * browser completes them.
 */
export function usedCatalogsView(messages: Messages, always: readonly string[] = []): Messages {
  const catalogs = catalogsOf(messages);
  const used = new Set<string>(always);
  const toJSON = () => servedMessages(catalogs, [...used]);
  return new Proxy(messages, {
    get(target, key, receiver) {
      if (key === 'toJSON') return toJSON;
      if (typeof key === 'string' && Object.hasOwn(target, key)) used.add(namespaceOf(key));
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
}

/** A locale's serialized messages per list of catalogs read (in the order first read): made once, then shared. */
const servedByCatalogs = new WeakMap<Map<string, Messages>, Map<string, Messages>>();
const servedViews = new WeakSet<object>();

function servedMessages(catalogs: Map<string, Messages>, namespaces: readonly string[]): Messages {
  let served = servedByCatalogs.get(catalogs);
  if (!served) servedByCatalogs.set(catalogs, (served = new Map()));
  const key = namespaces.join(' ');
  let messages = served.get(key);
  if (!messages) {
    messages = Object.freeze(Object.assign({}, ...namespaces.map((namespace) => catalogs.get(namespace)))) as Messages;
    served.set(key, messages);
    servedViews.add(messages);
  }
  return messages;
}

/**
 * Whether a value is the serialized form of a page's messages (what a used-catalogs view turns into in JSON): one
 * frozen object per language and list of catalogs, the same for every page that read those (decision 0033).
 */
export function isServedMessages(value: unknown): value is Messages {
  return typeof value === 'object' && value !== null && servedViews.has(value);
}

const catalogsByMessages = new WeakMap<Messages, Map<string, Messages>>();

/** A locale's merged messages split by catalog once (the messages object of a locale is made once). */
function catalogsOf(messages: Messages): Map<string, Messages> {
  let catalogs = catalogsByMessages.get(messages);
  if (!catalogs) {
    catalogs = new Map<string, Messages>();
    for (const [id, message] of Object.entries(messages)) {
      const namespace = namespaceOf(id);
      const catalog = catalogs.get(namespace) ?? ({} as Messages);
      (catalog as Record<string, unknown>)[id] = message;
      catalogs.set(namespace, catalog);
    }
    catalogsByMessages.set(messages, catalogs);
  }
  return catalogs;
}

/** react-intl runs with Swiss locales ('de-CH'); URLs, formatters and the API use the language ('de'). */
export function languageOf(intlLocale: string): Locale {
  return intlLocale.slice(0, 2) as Locale;
}
