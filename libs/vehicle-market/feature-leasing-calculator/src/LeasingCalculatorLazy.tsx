import { lazy } from 'react';

/** The calculator's code loads on first render (the detail page renders it when its tab opens). */
export const LazyLeasingCalculator = /* @__PURE__ */ lazy(() => import('./LeasingCalculator'));
