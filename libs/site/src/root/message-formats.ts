import type { IntlShape } from 'react-intl';

type GetMessageFormat = IntlShape['formatters']['getMessageFormat'];
type Formats = Parameters<GetMessageFormat>[2];
type MessageFormat = ReturnType<GetMessageFormat>;

/** Formatters by message (the catalogs' parsed messages are made once per language), then by formats and locale. */
const byMessage = new WeakMap<object, WeakMap<object, Map<string, MessageFormat>>>();

/**
 * react-intl finds a message's formatter by a key it serializes from the message, locale, formats and options on
 * every call: for a parsed message with arguments that is most of a formatMessage (a vehicle list formats some
 * hundred). The catalogs' messages are parsed objects made once per language, so the formatter is looked up by the
 * message itself; it is the formatter react-intl's own (shared) cache returns for that key, made once. Anything
 * else — a message given as text, formats of its own, options beyond the formatters — goes the usual way.
 * Decision 0033.
 */
export function withFormattersByMessage<T extends IntlShape>(intl: T): T {
  const { formatters } = intl;
  const keyed = formatters.getMessageFormat;
  const byIdentity: GetMessageFormat = (message, locales, formats, options) => {
    const plain =
      typeof message === 'object' && message !== null && typeof locales === 'string' && typeof formats === 'object' && formats !== null;
    if (!plain || !options || Object.keys(options).length !== 1 || !('formatters' in options))
      return keyed(message, locales, formats, options);
    let byFormats = byMessage.get(message);
    if (!byFormats) byMessage.set(message, (byFormats = new WeakMap()));
    let byLocale = byFormats.get(formats as Formats & object);
    if (!byLocale) byFormats.set(formats as Formats & object, (byLocale = new Map()));
    let format = byLocale.get(locales);
    if (!format) byLocale.set(locales, (format = keyed(message, locales, formats, options)));
    return format;
  };
  formatters.getMessageFormat = byIdentity;
  return intl;
}
