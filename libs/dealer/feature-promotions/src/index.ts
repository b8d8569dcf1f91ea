export { promotionDetailRoute, promotionListRoute, promotionServiceThemeRoute, promotionUnavailableRoute } from './routes/promotion-routes';
export { dealerPromotionsCatalog } from './messages';
export { LatestPromotions } from './teasers/LatestPromotions';
export { promotionPath, promotionUnavailablePath } from './promotion-paths';
export { promotionSitemapUrls } from './promotion-sitemap';
