import { defineCatalog } from '@carweb/shared-util-i18n';

/** The editor's preview notice: loaded with its chunk in a preview, never part of a visitor's page data. */
export const { catalog: previewCatalog, messages: previewMessages } = defineCatalog('preview', {
  de: () => import('./i18n/de.json'),
  fr: () => import('./i18n/fr.json'),
  it: () => import('./i18n/it.json'),
  en: () => import('./i18n/en.json'),
  sl: () => import('./i18n/sl.json'),
});
