export { BRAND_IDS, type BrandId } from './brands';
export { BRAND_FORMS, type BrandFormId } from './brand-forms';
export { LOCALES } from './locales';
export { themeToCssVariables } from './theme-css';
export {
  defineBrand,
  localeSchema,
  type Locale,
  brandIdSchema,
  platformSchema,
  type Platform,
  themeTokensSchema,
  type ThemeTokens,
  featureFlagsSchema,
  type FeatureFlags,
  menuEntrySchema,
  mainMenuSchema,
  brandConfigSchema,
  type BrandConfig,
  DEALER_TYPES,
  tradeInRuleSchema,
  brandTrackingSchema,
  type BrandTracking,
  brandChatSchema,
  type BrandChat,
  brandLinksSchema,
  type BrandLinks,
  brandFormsSchema,
  navigationSourceSchema,
  type NavigationSource,
  brandLogoSchema,
  logoShapeSchema,
  type BrandLogo,
} from './brand-config';
