export { VEHICLE_SORT_OPTIONS, SEO_PLACEHOLDERS, UPLOAD_LIMITS } from './constants';
export {
  slugLocalizationsSchema, imageSchema, type Image, linkSchema, type Link, idNameSchema, apiErrorSchema, type ApiError,
  countResponseSchema,
} from './common';
export {
  dealerTypeSchema, openingHoursSchema, subDealerSummarySchema, socialMediaSchema, dealerSchema, type Dealer, minimalDealerSchema,
  type MinimalDealer, minimalDealerListSchema, tradeInFilterSchema, type TradeInFilter, dealerServiceFilterSchema,
  type DealerServiceFilter, contactPersonSchema, type ContactPerson, dealerListQuerySchema, type DealerListQuery, dealerListEntrySchema,
  dealerListSchema, type DealerListEntry, dealerListSearchCriteriaSchema, type DealerListSearchCriteria, hasCarsResponseSchema,
  subDealerDetailSchema, type SubDealerDetail, subDealerDetailListSchema, dealerHomepageSchema, type DealerHomepage,
} from './dealer';
export {
  dealerServiceSummarySchema, type DealerServiceSummary, dealerServiceListSchema, dealerServiceDetailSchema, type DealerServiceDetail,
  workshopServiceSchema, type WorkshopService, workshopServiceListSchema, dealerServicePageSchema, type DealerServicePage, employeeSchema,
  type Employee, employeeListSchema, aboutUsSchema, type AboutUs, promotionSchema, type Promotion, promotionListSchema, newsItemSchema,
  type NewsItem, newsListSchema,
} from './dealer-pages';
export {
  currencySchema, vehicleTagSchema, vehicleSchema, type Vehicle, vehicleListResponseSchema, type VehicleListResponse, vehicleSortSchema,
  type VehicleSort, VEHICLE_LIST_PAGE_SIZE, vehicleFilterSchema, type VehicleFilter, vehicleSearchFilterSchema, type VehicleSearchFilter,
  VEHICLE_LIST_URL_PARAMETERS, VEHICLE_LIST_ARRAY_PARAMETERS,
} from './vehicle';
export {
  vehicleDetailSchema, type VehicleDetail, additionalPackageSchema, additionalPackagesResponseSchema, type AdditionalPackagesResponse,
} from './vehicle-detail';
export {
  FILTER_INPUT_TYPES, filterInputTypeSchema, type FilterInputType, FILTER_NAMES, filterNameSchema, type FilterName,
  filterChildValueSchema, filterIdValueSchema, filterStepValueSchema, searchFilterSchema, type SearchFilter, filterTagSchema,
  type FilterTag, sortOptionSchema, searchCriteriaResponseSchema, type SearchCriteriaResponse, makesAndModelsResponseSchema,
  type MakesAndModelsResponse,
} from './search-criteria';
export {
  categoryPageSchema, type CategoryPage, jobSchema, type Job, jobListResponseSchema, vehicleTranslationResponseSchema,
  type VehicleTranslationResponse,
} from './core-misc';
export {
  leasingCalculationRequestSchema, type LeasingCalculationRequest, leasingBoundsSchema, leasingCalculationResponseSchema,
  type LeasingCalculationResponse, modelLeasingCalculationRequestSchema, type ModelLeasingCalculationRequest,
  invalidLeasingConfigurationSchema, leasingDataSchema, type LeasingData, subscriptionDataSchema, type SubscriptionData,
} from './leasing';
export {
  FIELD_ERROR, requiredText, optionalText, requiredId, requiredEnum, emailField, phoneField, zipField, dateField, privacyField,
} from './form-fields';
export {
  genderSchema, deliveryTypeSchema, checkoutModeSchema, formTypeSchema, contactChannelSchema, contactTimeSchema, phonePrefixSchema,
  type Gender, type CheckoutMode, addressSchema, type Address, contactDataSchema, type ContactData, formVehicleDataSchema,
  type FormVehicleData, appointmentPayloadSchema, buyingRequestPayloadSchema, leasingPayloadSchema, subscriptionPayloadSchema,
  contactCorporatePayloadSchema, modelOfferPayloadSchema, modelTestDrivePayloadSchema, configuratorModelTestDrivePayloadSchema,
  reservationPaymentPayloadSchema, reservationUnspecificPaymentPayloadSchema, servicePayloadSchema, testDrivePayloadSchema,
  tradeInPayloadSchema, brochurePayloadSchema, softLeadPayloadSchema, type ServiceFormPayload, FORM_PAYLOAD_SCHEMAS, type FormPath,
  type FormPayload,
} from './forms';
export {
  formSubmitResponseSchema, type FormSubmitResponse, reservationPaymentResponseSchema, serviceFormResponseSchema, checkInSchema,
  type CheckIn, uploadResponseSchema, type UploadResponse, dailyExpressResponseSchema, type DailyExpressResponse,
} from './form-responses';
export {
  multileaseChangeAddressPayloadSchema, multileaseChangeNamePayloadSchema, multileaseLeasingLiabilitiesPayloadSchema,
  multileaseMyPaymentsPayloadSchema, multileaseOrderPaymentSlipPayloadSchema, brandContactPayloadSchema, zeekrModelTestDrivePayloadSchema,
  newsletterPayloadSchema, BRAND_FORM_SCHEMAS, FORM_DATA_BRAND_ACTIONS,
} from './brand-forms';
export { paymentStatusSchema, type PaymentStatus, paymentStatusResponseSchema, type PaymentStatusResponse } from './payment';
export {
  modelSchema, type Model, brandConfigurationSchema, type BrandConfiguration, modelRangeResponseSchema, type ModelRangeResponse,
  activeModelFilterSchema, type ActiveModelFilter, modelPageSchema, type ModelPage, configuratorColorSchema, configuratorEquipmentSchema,
  configuratorEntitySchema, type ConfiguratorEntity, configuratorModelSummarySchema, configuratorModelsResponseSchema,
  configurationSavePayloadSchema, type ConfigurationSavePayload, savedConfigurationSchema, type SavedConfiguration,
  configuratorModelSchema, type ConfiguratorModel, configuratorModelSlimSchema, configuratorModelSlimAllVariantsSchema,
  configuratorEntitySlimSchema, images360ResponseSchema, modelImagesResponseSchema, techDataGroupSchema, entityTechDataSchema,
  techDataResponseSchema, modelCompareResponseSchema, variantsCompareResponseSchema,
} from './model';
export {
  brandPageSchema, type BrandPage, brandWorldDealersResponseSchema, type BrandWorldDealersResponse, bestLeasingResponseSchema,
  type BestLeasingResponse, brandsResponseSchema, type BrandsResponse,
} from './brand-world';
export {
  localizedUrlPathSchema, campaignContentSchema, type CampaignContent, campaignAndNewsPageSchema, type CampaignAndNewsPage,
  magazineArticleSchema, type MagazineArticle, magazineCategorySchema, type MagazineCategory, navigationContentSchema,
  type NavigationContent, footerContentSchema, type FooterContent, modelCategoryContentSchema, zeekrModelContentSchema, jobContentSchema,
  CONTENT_MODEL_SCHEMAS, type ContentModel, contentModelSchema, contentListQuerySchema, type ContentListQuery, contentEntrySchema,
  contentListResponseSchema, type ContentListResponse, CONTENT_GRAPHQL_FIELDS, graphqlRequestSchema, graphqlResponseSchema,
  type GraphqlResponse, pageBuilderModelSchema, pageBuilderContentSchema, type PageBuilderContent,
} from './content';
export {
  internalIpResponseSchema, footnoteSchema, footnotesResponseSchema, type Footnote, pageSeoSchema, type PageSeo, seoResponseSchema,
  type SeoResponse,
} from './base';
export { type ApiService, type ApiOperation, API_OPERATIONS, type ApiOperationId } from './api-operations';
