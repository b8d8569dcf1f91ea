import { lazyWithPreload } from '@carweb/shared-ui';

/**
 * The calculator's code loads on first render (the detail page renders it when its tab opens), or earlier with
 * `LazyLeasingCalculator.preload()`: the detail page fetches it while idle, so the tab opens at once (decision 0032).
 */
export const LazyLeasingCalculator = /* @__PURE__ */ lazyWithPreload(() => import('./LeasingCalculator'));
