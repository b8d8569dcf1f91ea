export {
  defineCatalog,
  messageIds,
  loadMessages,
  usedCatalogsView,
  isServedMessages,
  languageOf,
  type Messages,
  type CatalogLoaders,
  type MessageId,
  type Catalog,
} from './catalog';
export {
  formatNumber,
  formatCurrency,
  formatPrice,
  type Currency,
  CURRENCY_CONFIG,
  WHOLE_AMOUNT_SUFFIX,
  type CurrencyOptions,
} from './format-price';
export { specTextsCatalog, specTexts } from './spec-texts';
export { languageSwitchPathsFromContent } from './content-localized-paths';
