import { defineCatalog } from '@carweb/shared-util-i18n';

export const { catalog: marketHomeCatalog, messages } = defineCatalog('vehicle-market-home', {
  de: () => import('./i18n/de.json'),
  fr: () => import('./i18n/fr.json'),
  it: () => import('./i18n/it.json'),
  en: () => import('./i18n/en.json'),
  sl: () => import('./i18n/sl.json'),
});
