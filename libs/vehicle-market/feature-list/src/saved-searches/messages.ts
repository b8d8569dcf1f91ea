import { defineCatalog } from '@carweb/shared-util-i18n';

/**
 * The saved searches' texts, a catalog of their own: the panel shows only after hydration, so the list's server render
 * never reads them and they stay out of its page data (decision 0050); the browser loads them with the panel.
 */
export const { catalog: savedSearchesCatalog, messages } = defineCatalog('vehicle-market-saved-searches', {
  de: () => import('./i18n/de.json'),
  fr: () => import('./i18n/fr.json'),
  it: () => import('./i18n/it.json'),
  en: () => import('./i18n/en.json'),
  sl: () => import('./i18n/sl.json'),
});
