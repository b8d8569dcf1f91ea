// Pieces of generated URLs: junk segments, broken escapes, query strings with the list's allowed parameters (SPEC §3)
// and unknown ones, index-0 arrays, huge, negative and non-numbers.
import fc from 'fast-check';
import { VEHICLE_LIST_ARRAY_PARAMETERS, VEHICLE_LIST_URL_PARAMETERS } from '@carweb/api-contracts';

/** SPEC §3 "Vehicle list URL parameters", from the contract: the scalar ones, and the array ones (written name[]). */
const LIST_ARRAY_PARAMETERS = VEHICLE_LIST_ARRAY_PARAMETERS;
const arrayParameters = new Set<string>(LIST_ARRAY_PARAMETERS);
const LIST_PARAMETERS = VEHICLE_LIST_URL_PARAMETERS.filter((name) => !arrayParameters.has(name));
const UNKNOWN_PARAMETERS = [
  'utm_source',
  'x',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'q',
  'vehicleId',
  'locale',
  'a.b',
  '_data',
];

/**
 * Escapes no decoder accepts: a lone or short `%`, a non-hex digit, a cut UTF-8 sequence, bytes that are never
 * UTF-8 (FF, overlong C0 AF, a surrogate ED A0 80).
 */
export const BROKEN_ESCAPES = [
  '%',
  '%%',
  '%G1',
  '%zz',
  '%E0%A4%A',
  '%E0%A4',
  '%C3',
  '%FF',
  '%C0%AF',
  '%ED%A0%80',
  '%F8%88%80%80%80',
  '%1',
  '%u00e4',
];

const SEGMENT_CHARS = 'abcdefghijklmnopqrstuvwxyz0123456789-_~'.split('');
/** one path segment of letters, digits and -_~ (no dot: a path with an extension looks for a file) */
export const junkWord = (maxLength = 24) => fc.string({ unit: fc.constantFrom(...SEGMENT_CHARS), minLength: 1, maxLength });

/** a segment as a visitor might type it: plain, with UTF-8 escapes (ä, €, emoji, NUL), or very long */
export const junkSegment = fc.oneof(
  { weight: 6, arbitrary: junkWord() },
  {
    weight: 2,
    arbitrary: fc
      .tuple(junkWord(8), fc.constantFrom('ä', 'è', '€', '😀', '\u0000', ' ', '/', '?', '#', '"', '<script>', '%'))
      .map(([word, text]) => `${word}${encodeURIComponent(text)}`),
  },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 6_000 }).map((length) => 'x'.repeat(length)) },
);

const numberText = fc.oneof(
  fc.integer({ min: -1_000_000, max: 1_000_000 }).map(String),
  fc.constantFrom(
    '0',
    '-0',
    '-1',
    '1e308',
    '-1e308',
    'NaN',
    'Infinity',
    '-Infinity',
    '0x1F',
    '1.5',
    '99999999999999999999999999',
    '',
    ' 5 ',
  ),
  fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }).map(String),
);
const hostileText = fc.oneof(
  junkWord(),
  // raw as a careless client sends them (a space is escaped with the whole pair: a request line has none)
  fc.constantFrom('<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', 'javascript:alert(1)', '../../etc/passwd', "' OR 1=1 --"),
  fc.constantFrom(...BROKEN_ESCAPES),
  fc.string({ maxLength: 40 }).map(encodeURIComponent),
  fc.integer({ min: 500, max: 3_000 }).map((length) => 'y'.repeat(length)),
);
const value = fc.oneof(numberText, hostileText);

/** one `name=value` pair, the name written as it comes (no escaping: brackets stay brackets) */
const pair = fc
  .oneof(
    fc.tuple(fc.constantFrom(...LIST_PARAMETERS), value).map(([name, v]) => `${name}=${v}`),
    fc
      .tuple(fc.constantFrom(...LIST_ARRAY_PARAMETERS), fc.constantFrom('[]', '[0]', '[1]', '[99999999999]', '[-1]', '', '[x]'), value)
      .map(([name, index, v]) => `${name}${index}=${v}`),
    fc
      .tuple(fc.constantFrom(...UNKNOWN_PARAMETERS), fc.constantFrom('', '[0]', '[]', '[a][b]'), value)
      .map(([name, index, v]) => `${name}${index}=${v}`),
    fc.tuple(junkWord(12), value).map(([name, v]) => `${name}=${v}`),
    fc.constantFrom('=', '&&', 'novalue', '=x', '%=%', 'a=%E0%A4%A'),
  )
  .map((text) => text.replaceAll(' ', '%20'));

/** '' or `?…`: up to 12 pairs, now and then a very long one */
export const queryString = fc.oneof(
  { weight: 2, arbitrary: fc.constant('') },
  { weight: 6, arbitrary: fc.array(pair, { minLength: 1, maxLength: 12 }).map((pairs) => `?${pairs.join('&')}`) },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 200, max: 600 }).map((n) => `?${Array.from({ length: n }, (_, i) => `model[]=m${i}`).join('&')}`),
  },
);
