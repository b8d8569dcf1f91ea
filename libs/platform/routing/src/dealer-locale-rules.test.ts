import { describe, expect, it } from 'vitest';
import { decideDealerLocale } from './dealer-locale-rules';

const multi = { locales: ['fr', 'de', 'it'] as const, defaultLocale: 'de' as const };
const single = { locales: ['it'] as const, defaultLocale: 'it' as const };

describe('dealer locale rules (SPEC §2)', () => {
  it.each([
    ['missing locale → default locale, with prefix', multi, undefined, { kind: 'redirect', locale: 'de', includeLocale: true }],
    ['unsupported → first locale', multi, 'en', { kind: 'redirect', locale: 'fr', includeLocale: true }],
    ['supported → render', multi, 'it', { kind: 'render', locale: 'it' }],
    ['single-locale dealer without prefix → render', single, undefined, { kind: 'render', locale: 'it' }],
    ['single-locale dealer with its prefix → drop the prefix', single, 'it', { kind: 'redirect', locale: 'it', includeLocale: false }],
    ['single-locale dealer, other locale → its locale', single, 'de', { kind: 'redirect', locale: 'it', includeLocale: false }],
  ] as const)('%s', (_label, dealer, requested, expected) => {
    expect(decideDealerLocale({ locales: [...dealer.locales], defaultLocale: dealer.defaultLocale }, requested)).toEqual(expected);
  });
});
