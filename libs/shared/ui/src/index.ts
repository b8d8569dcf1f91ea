export { Button, ButtonLink, buttonClassName, type ButtonProps, type ButtonLinkProps } from './button/Button';
export { Section, CardGrid } from './section/Section';
export { PageHero, type PageHeroProps } from './page-hero/PageHero';
export { PublishedDate, SwissDate, type SwissDateProps } from './date/SwissDate';
export { useDebounced } from './hooks/use-debounced';
export { lazyWithPreload } from './hooks/lazy-with-preload';
export { PREFETCH_MARK, useIdlePreload, usePreloadOnIntent } from './hooks/preload-hooks';
export { whenIdle } from './hooks/when-idle';
export { CatalogTexts } from './catalog-texts/CatalogTexts';
export { VehicleCard, type VehicleCardProps, type FirstRegistration, type LinkRenderProps } from './vehicle-card/VehicleCard';
export { Dialog, type DialogProps } from './dialog/Dialog';
export { Tabs, type TabItem, type TabsProps } from './tabs/Tabs';
export { Carousel, type CarouselProps } from './carousel/Carousel';
export { Gallery, type GalleryImage, type GalleryProps } from './gallery/Gallery';
export { ResponsiveImage, type ResponsiveImageProps } from './responsive-image/ResponsiveImage';
export { thumbnailSrc, type ImageSlot } from './responsive-image/image-sources';
export { Viewer360, type Viewer360Props } from './viewer-360/Viewer360';
export { useReducedMotion } from './viewer-360/use-reduced-motion';
export { LoadingStatus, NEEDS_SCRIPT_ATTRIBUTE, type LoadingStatusProps } from './loading-status/LoadingStatus';
export { VisuallyHidden, visuallyHiddenClass, type VisuallyHiddenProps } from './visually-hidden/VisuallyHidden';
export { FormField, ChoiceGroup, type FormFieldProps, type ChoiceGroupProps, type FieldIds } from './form/FormField';
export { ErrorSummary, type ErrorSummaryItem, type ErrorSummaryProps } from './form/ErrorSummary';
export { FormPage, formPageStyles, type FormPageProps } from './form/FormPage';
export { SafeHtml, type SafeHtmlProps } from './safe-html/SafeHtml';
export {
  hasPageBuilderButton,
  PageBuilderBlocks,
  pageBuilderHero,
  type PageBuilderBlock,
  type PageBuilderBlocksProps,
  type PageBuilderHero,
  type PageBuilderLink,
} from './page-builder/PageBuilderBlocks';
export { ContentCard, type ContentCardProps } from './content-card/ContentCard';
export { ModelFilterBar, type ModelFilterBarProps } from './model-filter/ModelFilterBar';
export { SpecTable, type SpecTableGroup, type SpecTableProps } from './spec-table/SpecTable';
export { routerLink } from './router-link/router-link';
export {
  isSanitizerReady,
  loadSanitizer,
  preloadSanitizer,
  provideSanitizer,
  sanitizeHtml,
  SANITIZE_CONFIG,
  type HtmlPurifier,
} from './safe-html/sanitize-html';
export { sharedUiCatalog, messages as vehicleCardMessages } from './messages';
export { modelFilterCatalog } from './model-filter/messages';
