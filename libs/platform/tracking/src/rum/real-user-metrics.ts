import type { MetricWithAttribution } from 'web-vitals/attribution';
import type { DataLayerEvent } from '../data-layer';
import { samplePageLoad } from './sampling';

/** The brand server's beacon endpoint (decision 0042). */
export const RUM_ENDPOINT = '/rum';
/** The longest element selector sent; the element itself is at the selector's end, so a longer one loses its start. */
export const TARGET_MAX_LENGTH = 100;

export type RumMetricName = 'LCP' | 'INP' | 'CLS' | 'TTFB';

/** One metric as the data layer and the beacon get it: no text, no URL, nothing about the visitor. */
export interface RumMetric {
  name: RumMetricName;
  /** milliseconds as an integer; CLS with 4 decimals */
  value: number;
  rating: 'good' | 'needs-improvement' | 'poor';
  pageType: string | undefined;
  navigationType: string;
  /** the element's selector (tags, classes, id): INP the interaction's target, LCP the largest element, CLS the most shifted */
  target?: string;
}

export interface RealUserMetricsOptions {
  /** the current page's type, read when a metric is reported */
  pageType: () => string | undefined;
  /** the share of page loads that are measured, 0 to 1 */
  sampleRate: number;
  /** the caller drew this page load already (`samplePageLoad`, before loading this module) */
  sampled?: boolean;
  endpoint?: string;
  /** the data layer (read by the tag manager, which loads only after consent) */
  push: (event: DataLayerEvent) => void;
  /** tests */
  random?: () => number;
  win?: Window;
}

/** A selector part with anything but a tag, classes, an id or a pseudo-class loses everything but its tag. */
const PLAIN_PART = /^[\w#.:()-]+$/;
const TAG = /^[a-z][a-z0-9-]*/i;

/**
 * The attribution's element selector (web-vitals builds it from tag names, classes and ids only) as it is sent: a part
 * with characters no plain selector has (a URL with its query, an address) is cut to its tag, and the whole to its last
 * 100 characters.
 */
export function cleanTarget(target: string | undefined): string | undefined {
  if (!target) return undefined;
  const cleaned = target
    .split('>')
    .map((part) => (PLAIN_PART.test(part) ? part : (TAG.exec(part)?.[0] ?? '*')))
    .join('>');
  return cleaned.length > TARGET_MAX_LENGTH ? cleaned.slice(-TARGET_MAX_LENGTH) : cleaned;
}

function targetOf(metric: MetricWithAttribution): string | undefined {
  switch (metric.name) {
    case 'INP':
      return metric.attribution.interactionTarget;
    case 'LCP':
      return metric.attribution.target;
    case 'CLS':
      return metric.attribution.largestShiftTarget;
    default:
      return undefined;
  }
}

export function rumMetricOf(metric: MetricWithAttribution, pageType: string | undefined): RumMetric | null {
  if (metric.name === 'FCP') return null;
  const target = cleanTarget(targetOf(metric));
  return {
    name: metric.name,
    value: metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value),
    rating: metric.rating,
    pageType,
    navigationType: metric.navigationType,
    ...(target ? { target } : {}),
  };
}

/**
 * Browser only, loaded after hydration when the browser is idle (decision 0032): LCP, INP, CLS and TTFB of this page
 * load (web-vitals, attribution build; loaded only when the load is sampled) to the data layer as they are reported, and
 * to the brand server in one beacon each time the page is hidden (decision 0042).
 *
 * Caveat: web-vitals measures the document, i.e. the hard page load, while the site navigates client-side. The page
 * type is read when a metric is reported: LCP and TTFB (reported at the first input or early) carry the landing page's
 * type; CLS and INP, reported when the page is hidden, cover the whole stay and carry the type of the page left last.
 */
export function startRealUserMetrics(options: RealUserMetricsOptions): () => void {
  const { endpoint = RUM_ENDPOINT, push, random = Math.random, win = window } = options;
  if (!(options.sampled ?? samplePageLoad(options.sampleRate, random, win))) return () => undefined;
  let active = true;
  // the newest report per metric since the last beacon (a metric reports again after the page was shown again)
  const queue = new Map<RumMetricName, RumMetric>();

  const report = (metric: MetricWithAttribution) => {
    const entry = active ? rumMetricOf(metric, options.pageType()) : null;
    if (!entry) return;
    push({ event: 'webVitals', ...entry });
    if (entry.pageType) queue.set(entry.name, entry);
  };

  const flush = () => {
    if (queue.size === 0) return;
    const body = JSON.stringify({ metrics: [...queue.values()] });
    queue.clear();
    let sent = false;
    try {
      sent = typeof win.navigator.sendBeacon === 'function' && win.navigator.sendBeacon(endpoint, new Blob([body], { type: 'text/plain' }));
    } catch {
      sent = false;
    }
    if (!sent) {
      win.fetch(endpoint, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'text/plain' } }).catch(() => undefined);
    }
  };
  // web-vitals reports its final values in capture listeners on the window; these bubble listeners come after them
  const onVisibility = () => {
    if (win.document.visibilityState === 'hidden') flush();
  };
  win.addEventListener('visibilitychange', onVisibility);
  win.addEventListener('pagehide', flush);

  import('web-vitals/attribution').then(
    ({ onCLS, onINP, onLCP, onTTFB }) => {
      if (!active) return;
      onLCP(report);
      onINP(report);
      onCLS(report);
      onTTFB(report);
    },
    (error: unknown) => console.error('web-vitals failed to load', error),
  );

  return () => {
    active = false;
    win.removeEventListener('visibilitychange', onVisibility);
    win.removeEventListener('pagehide', flush);
  };
}
