export {
  contentLocale,
  contentPreviewHeaders,
  queryContentField,
  CONTENT_STALE_MS,
  ContentQueryError,
  type ContentQueryVariables,
} from './content-graphql';
export { getNavigationContent, navigationContentQuery, useNavigationContent } from './get-navigation-content';
export { getFooterContent, footerContentQuery, useFooterContent } from './get-footer-content';
export { getMagazineCategories, magazineCategoriesQuery, useMagazineCategories } from './get-magazine-categories';
export { getCampaigns, campaignsQuery, useCampaigns, HOME_CAMPAIGN_LIMIT, type CampaignListOptions } from './get-campaigns';
export { getKeyCampaign, keyCampaignQuery, useKeyCampaign } from './get-key-campaign';
export { getNewsContent, newsContentQuery, useNewsContent, type NewsListOptions } from './get-news-content';
export { getModelCategories, modelCategoriesQuery, useModelCategories } from './get-model-categories';
export { getZeekrModels, zeekrModelsQuery, useZeekrModels } from './get-zeekr-models';
export { getMultileaseNavigation, multileaseNavigationQuery, useMultileaseNavigation } from './get-multilease-navigation';
export { getMultileaseFooter, multileaseFooterQuery, useMultileaseFooter } from './get-multilease-footer';
export {
  getContentEntries,
  contentEntriesQuery,
  useContentEntries,
  CONTENT_GET_ALL_LIMIT,
  type ContentListOptions,
} from './get-content-entries';
export { getPageBuilderContent, pageBuilderContentQuery, usePageBuilderContent, type PageBuilderModel } from './get-page-builder-content';
