import { describe, expect, it, vi } from 'vitest';
import { changeLanguage, INITIAL_LANGUAGE_STATE, type LanguageChangeEffects } from './language-change';

function recorder() {
  const calls: string[] = [];
  const effects: LanguageChangeEffects = {
    setLabels: vi.fn((locale) => calls.push(`labels:${locale}`)),
    dispatchLanguageChanged: vi.fn(({ from, to }) => calls.push(`languageChanged:${from}->${to}`)),
    loadFootnotes: vi.fn((locale) => calls.push(`footnotes:${locale}`)),
    removePopupSessionFlag: vi.fn(() => calls.push('popupFlagRemoved')),
    reloadWorkshopServices: vi.fn((locale) => calls.push(`workshopServices:${locale}`)),
  };
  return { calls, effects };
}

describe('language change (SPEC §4)', () => {
  it('starts in German, initial change not done', () => {
    expect(INITIAL_LANGUAGE_STATE).toEqual({ language: 'de', initialChangeDone: false });
  });

  it('a different language: labels, languageChanged, footnotes, popup flag removed, workshop services reloaded', () => {
    const { calls, effects } = recorder();
    const state = changeLanguage(INITIAL_LANGUAGE_STATE, 'fr', effects);
    expect(state).toEqual({ language: 'fr', initialChangeDone: true });
    expect(calls).toEqual(['labels:fr', 'languageChanged:de->fr', 'footnotes:fr', 'popupFlagRemoved', 'workshopServices:fr']);
  });

  it('the same language: labels and footnotes only, but the initial change is done', () => {
    const { calls, effects } = recorder();
    expect(changeLanguage(INITIAL_LANGUAGE_STATE, 'de', effects)).toEqual({ language: 'de', initialChangeDone: true });
    expect(calls).toEqual(['labels:de', 'footnotes:de']);
  });
});
