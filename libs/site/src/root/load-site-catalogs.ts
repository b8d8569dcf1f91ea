import type { Catalog } from '@carweb/shared-util-i18n';

/**
 * The table of every library's catalog, loaded when a catalog is needed (a navigation's messages, a text the server's
 * render did not read), not with the first load: with it, every library's catalog loaders (five chunk names each)
 * were part of every page's first script. The server document brings the page's messages.
 */
export const loadSiteCatalogs = (): Promise<readonly Catalog[]> => import('../catalogs').then((module) => module.SITE_CATALOGS);
