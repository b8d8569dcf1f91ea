import { INDEX_FOLLOW, lazyPage, lazyRouteCode, type PageRoute } from '@carweb/platform-routing';
import { withPageSeo } from '@carweb/platform-seo';
import { jobsCacheSearch } from './jobs-search';

const jobsPage = lazyPage(() => import('./page/JobsPage'));

/**
 * /{lang}/jobs (fr emplois, it lavoro, en jobs): the open positions at the brand's dealers, filtered by place
 * (`?location=`, a GET form, so it works without JavaScript); every brand has it. Its SEO texts are the base service's
 * for the page type where it has them, else the page's own.
 */
export const jobsRoute: PageRoute = withPageSeo({
  id: 'jobs',
  library: '@carweb/content-feature-jobs',
  routeKey: 'jobs',
  handle: {
    pageType: 'builderContentPage',
    robots: INDEX_FOLLOW,
    navType: 'default',
    // the page cache key: the chosen place only (decision 0023)
    cacheSearch: jobsCacheSearch,
  },
  loader: lazyRouteCode(() => import('./jobs-loader').then((module) => module.loadJobs)),
  ...jobsPage,
});

/** The pages of this library, in the order the site's route table lists them. */
export const jobsRoutes: PageRoute[] = [jobsRoute];
