export { LOCALES } from './locales';
export { themeToCssVariables } from './theme-css';
export {
  defineBrand, localeSchema, type Locale, BRAND_IDS, brandIdSchema, type BrandId, platformSchema, type Platform, themeTokensSchema,
  type ThemeTokens, featureFlagsSchema, type FeatureFlags, menuEntrySchema, mainMenuSchema, brandConfigSchema, type BrandConfig,
  DEALER_TYPES, tradeInRuleSchema, brandTrackingSchema, type BrandTracking, brandLinksSchema, type BrandLinks,
} from './brand-config';
