import { formEngineCatalog } from '@carweb/checkout-form-engine';
import { vehicleCheckoutsCatalog } from '@carweb/checkout-feature-vehicle-checkouts';
import { appointmentsCatalog } from '@carweb/checkout-feature-appointments';
import { modelFormsCatalog } from '@carweb/checkout-feature-model-forms';
import { contactFormsCatalog } from '@carweb/checkout-feature-contact-forms';
import { brandFormsCatalog } from '@carweb/checkout-feature-brand-forms';
import { aboutUsCatalog } from '@carweb/dealer-feature-about-us';
import { dealerHomeCatalog } from '@carweb/dealer-feature-home';
import { modelRangeCatalog } from '@carweb/dealer-feature-model-range';
import { configuratorCatalog } from '@carweb/configurator-feature-configurator';
import { modelsCatalog } from '@carweb/configurator-feature-models';
import { newsCatalog } from '@carweb/dealer-feature-news';
import { dealerSearchCatalog } from '@carweb/dealer-feature-search';
import { servicesCatalog } from '@carweb/dealer-feature-services';
import { dealerPromotionsCatalog } from '@carweb/dealer-feature-promotions';
import { layoutCatalog } from '@carweb/platform-layout';
import { trackingCatalog } from '@carweb/platform-tracking';
import { specTextsCatalog, type Catalog } from '@carweb/shared-util-i18n';
import { vehicleMarketCatalog } from '@carweb/vehicle-market-feature-vehicle-teasers';
import { vehicleDetailCatalog } from '@carweb/vehicle-market-feature-detail';
import { fairPriceCatalog } from '@carweb/vehicle-market-feature-fair-price';
import { savedSearchesCatalog, vehicleListCatalog } from '@carweb/vehicle-market-feature-list';
import { leasingCalculatorCatalog } from '@carweb/vehicle-market-feature-leasing-calculator';
import { modelFilterCatalog, sharedUiCatalog } from '@carweb/shared-ui';
import { corporateHomeCatalog } from '@carweb/content-feature-corporate-home';
import { campaignsCatalog } from '@carweb/content-feature-campaigns';
import { magazineCatalog } from '@carweb/content-feature-magazine';
import { jobsCatalog } from '@carweb/content-feature-jobs';
import { marketHomeCatalog } from '@carweb/vehicle-market-feature-market-home';
import { categoryPagesCatalog } from '@carweb/vehicle-market-feature-category-pages';

/** Every library that shows text registers its catalog here; the root loader loads them per locale. */
export const SITE_CATALOGS: readonly Catalog[] = [
  specTextsCatalog,
  sharedUiCatalog,
  modelFilterCatalog,
  layoutCatalog,
  trackingCatalog,
  aboutUsCatalog,
  dealerHomeCatalog,
  modelRangeCatalog,
  configuratorCatalog,
  modelsCatalog,
  dealerSearchCatalog,
  dealerPromotionsCatalog,
  servicesCatalog,
  newsCatalog,
  vehicleMarketCatalog,
  vehicleListCatalog,
  savedSearchesCatalog,
  vehicleDetailCatalog,
  fairPriceCatalog,
  leasingCalculatorCatalog,
  formEngineCatalog,
  vehicleCheckoutsCatalog,
  appointmentsCatalog,
  modelFormsCatalog,
  contactFormsCatalog,
  brandFormsCatalog,
  corporateHomeCatalog,
  campaignsCatalog,
  magazineCatalog,
  jobsCatalog,
  marketHomeCatalog,
  categoryPagesCatalog,
];
