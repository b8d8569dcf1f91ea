import { defineCatalog } from '@carweb/shared-util-i18n';

/** The rating's texts: read on the detail and on the list's cards, so a small catalog of its own (page data). */
export const { catalog: fairPriceCatalog, messages } = defineCatalog('vehicle-market-fair-price', {
  de: () => import('./i18n/de.json'),
  fr: () => import('./i18n/fr.json'),
  it: () => import('./i18n/it.json'),
  en: () => import('./i18n/en.json'),
  sl: () => import('./i18n/sl.json'),
});
