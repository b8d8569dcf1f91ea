import { lazy, memo, Suspense, type ComponentType } from 'react';
import { whenIdle } from '@carweb/shared-ui';
import type { FairPriceRatingProps as RatingProps } from './FairPriceRating';

/** On the server at once; in the browser once idle after hydration. Code that cannot be loaded leaves the rating out. */
const Rating = lazy<ComponentType<RatingProps>>(() =>
  (import.meta.env.SSR ? Promise.resolve() : new Promise<void>((resolve) => whenIdle(resolve)))
    .then(() => import('./FairPriceRating'))
    .then(
      (module): { default: ComponentType<RatingProps> } => ({ default: module.FairPriceRatingWithTexts }),
      () => ({ default: () => null }),
    ),
);

/**
 * The fair-price rating as the detail and the list's cards show it (decision 0048). Its code is not part of the page's
 * first load: the server renders the rating whole (a native details element: it opens without JavaScript) and the
 * browser hydrates it once idle; a page that shows it after a navigation waits for the code the same way. Memoized, so
 * an update of the page before then does not reach the waiting boundary (React would drop the server's HTML for it).
 */
export const LazyFairPriceRating = memo(function LazyFairPriceRating(props: RatingProps) {
  return (
    <Suspense>
      <Rating {...props} />
    </Suspense>
  );
});
