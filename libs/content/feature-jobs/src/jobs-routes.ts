import type { PageRoute } from '@carweb/platform-routing';

/** The pages of this library, in the order the site's route table lists them. */
export const jobsRoutes: PageRoute[] = [];
