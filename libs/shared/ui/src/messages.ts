import { defineCatalog } from '@carweb/shared-util-i18n';

/** Texts of the design system's components (the vehicle card); one catalog, registered by libs/site. */
export const { catalog: sharedUiCatalog, messages } = defineCatalog('shared-ui', {
  de: () => import('./i18n/de.json'),
  fr: () => import('./i18n/fr.json'),
  it: () => import('./i18n/it.json'),
  en: () => import('./i18n/en.json'),
  sl: () => import('./i18n/sl.json'),
});
