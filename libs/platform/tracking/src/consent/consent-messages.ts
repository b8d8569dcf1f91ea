import { defineCatalog } from '@carweb/shared-util-i18n';

/** The embedded consent manager's texts: loaded with its chunk, never part of a page document. */
export const { catalog: consentCatalog, messages: consentMessages } = defineCatalog('consent', {
  de: () => import('./i18n/de.json'),
  fr: () => import('./i18n/fr.json'),
  it: () => import('./i18n/it.json'),
  en: () => import('./i18n/en.json'),
  sl: () => import('./i18n/sl.json'),
});
