export { DealerLayout } from './dealer-layout/DealerLayout';
export { prefetchDealerLayoutData } from './dealer-layout/prefetch-dealer-layout';
export { NotFoundPage, prefetchSiteLayoutData, SiteFrame, SiteLayout } from './lazy-frames';
export { GenericErrorMessage } from './not-found/GenericErrorMessage';
export { SiteChrome } from './shell/SiteChrome';
export { useMainNavigationVisibility } from './shell/shell-state';
export { POPUP_SESSION_FLAG, LANGUAGE_CHANGED_EVENT, WORKSHOP_SERVICES_KEY } from './shell/language-effects';
export {
  resolveContentLink,
  resolveDealerLink,
  DEALER_LINK_TARGETS,
  type DealerLink,
  type DealerLinkTarget,
  type ResolvedLink,
} from './links/dealer-links';
export { mainNavigation, type NavEntry } from './navigation/main-navigation';
export { servesPathOf, useServesPath, type ServesPath } from './links/content-chrome-links';
export { PHONE_RIBBON_EXPANDED_WIDTH } from './phone-ribbon/PhoneRibbon';
export { layoutCatalog } from './messages';
