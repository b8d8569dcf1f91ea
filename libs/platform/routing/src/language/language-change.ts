import { useEffect, useRef } from 'react';
import type { Locale } from '@carweb/shared-util-brand';

export interface LanguageState {
  language: Locale;
  /** true once the first language of the session has been applied */
  initialChangeDone: boolean;
}

/** Client state starts in German (SPEC §3: language, default de). */
export const INITIAL_LANGUAGE_STATE: LanguageState = { language: 'de', initialChangeDone: false };

/** What a language change does besides switching the texts; wired by the site to real services. */
export interface LanguageChangeEffects {
  /** labels: the messages of the new language (the root loader has them; this is the hook for extra sections) */
  setLabels(locale: Locale): void;
  dispatchLanguageChanged(change: { from: Locale; to: Locale }): void;
  loadFootnotes(locale: Locale): void;
  removePopupSessionFlag(): void;
  reloadWorkshopServices(locale: Locale): void;
}

/**
 * SPEC §4 language change: set the language, mark the initial change done, set the labels,
 * dispatch languageChanged when the language differs, then load the footnotes. The popup session
 * flag is removed and cached workshop services reload when the language differs.
 */
export function changeLanguage(state: LanguageState, next: Locale, effects: LanguageChangeEffects): LanguageState {
  const differs = state.language !== next;
  effects.setLabels(next);
  if (differs) effects.dispatchLanguageChanged({ from: state.language, to: next });
  effects.loadFootnotes(next);
  if (differs) {
    effects.removePopupSessionFlag();
    effects.reloadWorkshopServices(next);
  }
  return { language: next, initialChangeDone: true };
}

/** Runs the language-change flow on the first render and whenever the page's language changes. */
export function useLanguageChange(locale: Locale, effects: LanguageChangeEffects): void {
  const state = useRef(INITIAL_LANGUAGE_STATE);
  const latestEffects = useRef(effects);
  useEffect(() => {
    latestEffects.current = effects;
  });
  useEffect(() => {
    state.current = changeLanguage(state.current, locale, latestEffects.current);
  }, [locale]);
}
