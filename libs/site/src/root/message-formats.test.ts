import { parse } from '@formatjs/icu-messageformat-parser';
import { createIntl, createIntlCache } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { withFormattersByMessage } from './message-formats';

const TEXTS = {
  'x.plain': 'Fahrzeuge finden',
  'x.price': 'ab {price} pro Monat',
  'x.count': '{count, plural, =0 {Keine Fahrzeuge} one {# Fahrzeug} other {# Fahrzeuge}}',
  'x.number': '{km, number} km, {share, number, percent}',
  'x.select': '{fuel, select, electric {Elektro} other {Benzin}}',
  'x.tag': 'Mit <b>{name}</b> fahren',
  'x.date': 'seit {date, date, short}',
};
const VALUES: Record<string, Record<string, unknown>> = {
  'x.plain': {},
  'x.price': { price: 'CHF 399.–' },
  'x.count': { count: 2 },
  'x.number': { km: 12345, share: 0.25 },
  'x.select': { fuel: 'electric' },
  'x.tag': { name: 'Kia', b: (chunks: unknown[]) => `[${chunks.join('')}]` },
  'x.date': { date: Date.UTC(2026, 10, 27) },
};
const parsed = Object.fromEntries(Object.entries(TEXTS).map(([id, text]) => [id, parse(text)]));

describe('withFormattersByMessage', () => {
  it('formats every kind of message as react-intl does, in every language, render after render', () => {
    for (const locale of ['de-CH', 'fr-CH', 'it-CH']) {
      const plain = createIntl({ locale, messages: parsed, timeZone: undefined }, createIntlCache());
      const shared = createIntlCache();
      for (let render = 0; render < 3; render += 1) {
        const intl = withFormattersByMessage(createIntl({ locale, messages: parsed }, shared));
        for (const id of Object.keys(TEXTS)) {
          expect(intl.formatMessage({ id }, VALUES[id] as never), `${locale} ${id}`).toEqual(
            plain.formatMessage({ id }, VALUES[id] as never),
          );
        }
      }
    }
  });

  it('one formatter per parsed message and language; text messages and other options go the usual way', () => {
    const intl = withFormattersByMessage(createIntl({ locale: 'de-CH', messages: parsed }, createIntlCache()));
    const { getMessageFormat } = intl.formatters;
    const message = parsed['x.price'] as never;
    expect(getMessageFormat(message, 'de-CH', {}, { formatters: intl.formatters } as never)).toBe(
      getMessageFormat(message, 'de-CH', {}, { formatters: intl.formatters } as never),
    );
    expect(getMessageFormat(message, 'fr-CH', {}, { formatters: intl.formatters } as never)).not.toBe(
      getMessageFormat(message, 'de-CH', {}, { formatters: intl.formatters } as never),
    );
    const counted = createIntl({ locale: 'de-CH', messages: { 'x.price': parse(TEXTS['x.price']) } }, createIntlCache());
    let made = 0;
    const keyed = counted.formatters.getMessageFormat;
    counted.formatters.getMessageFormat = (...args) => ((made += 1), keyed(...args));
    const byMessage = withFormattersByMessage(counted);
    for (let call = 0; call < 5; call += 1) byMessage.formatMessage({ id: 'x.price' }, { price: String(call) });
    expect(made).toBe(1);
    const texts = withFormattersByMessage(createIntl({ locale: 'de-CH', messages: TEXTS }, createIntlCache()));
    expect(texts.formatMessage({ id: 'x.count' }, { count: 1 })).toBe('1 Fahrzeug');
    expect(intl.formatMessage({ id: 'x.tag' }, { name: 'Kia', b: (chunks) => `*${chunks.join('')}*` })).toBe('Mit *Kia* fahren');
  });
});
