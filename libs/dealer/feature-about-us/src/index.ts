export { aboutUsRoute, subDealerAboutUsRoute } from './routes/about-us-route';
export { locationsRoute, subDealerRoute } from './routes/locations-route';
export { ourBrandsRoute } from './routes/our-brands-route';
export { aboutUsCatalog } from './messages';
export { aboutUsSitemapUrls } from './about-us-sitemap';
