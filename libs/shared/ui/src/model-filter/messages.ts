import { defineCatalog } from '@carweb/shared-util-i18n';

/**
 * Texts of the model filter: a catalog of its own, so only the pages that show the filter (model range, model list)
 * send them with their first load; the rest of shared-ui's texts are on every page (decision 0023).
 */
export const { catalog: modelFilterCatalog, messages } = defineCatalog('shared-ui-model-filter', {
  de: () => import('./i18n/de.json'),
  fr: () => import('./i18n/fr.json'),
  it: () => import('./i18n/it.json'),
  en: () => import('./i18n/en.json'),
  sl: () => import('./i18n/sl.json'),
});
