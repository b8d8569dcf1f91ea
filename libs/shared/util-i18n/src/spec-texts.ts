import { defineCatalog } from './catalog';

/**
 * The user-visible texts SPEC §5 and §8 give verbatim (validation, generic error, 404, promotion
 * unavailable, vehicle not found, no results, invalid leasing). Every library shows them from here,
 * so the wording cannot drift between forms, lists and pages.
 */
export const { catalog: specTextsCatalog, messages: specTexts } = defineCatalog('common', {
  de: () => import('./i18n/de.json'),
  fr: () => import('./i18n/fr.json'),
  it: () => import('./i18n/it.json'),
  en: () => import('./i18n/en.json'),
  sl: () => import('./i18n/sl.json'),
});
