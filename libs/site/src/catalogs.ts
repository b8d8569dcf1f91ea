import { dealerHomeCatalog } from '@carweb/dealer-home';
import { dealerSearchCatalog } from '@carweb/dealer-search';
import { layoutCatalog } from '@carweb/platform-layout';
import { trackingCatalog } from '@carweb/platform-tracking';
import { specTextsCatalog, type Catalog } from '@carweb/shared-util-i18n';

/** Every library that shows text registers its catalog here; the root loader loads them per locale. */
export const SITE_CATALOGS: readonly Catalog[] = [specTextsCatalog, layoutCatalog, trackingCatalog, dealerHomeCatalog, dealerSearchCatalog];
