import { seoQuery } from '@carweb/api-base';
import { optional, type PageLoaderArgs, type PageRoute } from '@carweb/platform-routing';

/** SEO texts never hold up a page for long: after this the page renders with its own texts. */
export const SEO_PREFETCH_BUDGET_MS = 1500;

/** Resolves when the promise settles or the time is up, whichever comes first. */
async function within(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  await Promise.race([promise, timeout]);
  clearTimeout(timer);
}

/** Puts a page's SEO texts into the query cache (so they are in the server HTML); never throws. */
export async function prefetchPageSeo({ env, api, dealerEntity }: PageLoaderArgs, route: string): Promise<void> {
  // below a dealer, the dealer route's dealer: that route answers its failure; SEO texts are optional data (decision 0015)
  const dealer = dealerEntity ? await optional(dealerEntity()) : undefined;
  const prefetch = env.queryClient.prefetchQuery(seoQuery(api, { route, dealerId: dealer?.dealerId }));
  await within(prefetch, SEO_PREFETCH_BUDGET_MS);
}

/** A page whose loader also prefetches its SEO texts (the page renders <PageSeo>). */
export function withPageSeo(page: PageRoute): PageRoute {
  const own = page.loader;
  return {
    ...page,
    async loader(args) {
      const [result] = await Promise.all([own ? own(args) : null, prefetchPageSeo(args, page.handle.pageType)]);
      return result;
    },
  };
}
