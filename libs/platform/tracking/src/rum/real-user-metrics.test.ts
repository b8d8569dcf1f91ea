// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MetricWithAttribution } from 'web-vitals/attribution';

type Report = (metric: MetricWithAttribution) => void;
const reporters: Partial<Record<'LCP' | 'INP' | 'CLS' | 'TTFB', Report>> = {};
vi.mock('web-vitals/attribution', () => ({
  onLCP: (report: Report) => (reporters.LCP = report),
  onINP: (report: Report) => (reporters.INP = report),
  onCLS: (report: Report) => (reporters.CLS = report),
  onTTFB: (report: Report) => (reporters.TTFB = report),
}));
const { cleanTarget, startRealUserMetrics, TARGET_MAX_LENGTH } = await import('./real-user-metrics');

function browser({ webdriver = false, beacon = true } = {}) {
  const sendBeacon = vi.fn((_url: string, _data: Blob) => beacon);
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(null, { status: 204 }));
  const win = Object.assign(new EventTarget(), {
    self: {},
    top: {},
    location: { search: '' },
    document: { referrer: '', visibilityState: 'visible' },
    navigator: { webdriver, sendBeacon },
    fetch,
  });
  win.top = win.self;
  const visibility = (state: 'hidden' | 'visible') => () => {
    win.document.visibilityState = state;
    win.dispatchEvent(new Event('visibilitychange'));
  };
  return { win: win as unknown as Window, sendBeacon, fetch, hide: visibility('hidden'), show: visibility('visible') };
}

const beaconOf = async (data: Blob) => JSON.parse(await data.text()) as { metrics: Record<string, unknown>[] };

function metric(name: 'LCP' | 'INP' | 'CLS' | 'TTFB', value: number, attribution: object = {}): MetricWithAttribution {
  return {
    name,
    value,
    rating: 'good',
    delta: value,
    id: `v5-${name}`,
    entries: [],
    navigationType: 'navigate',
    attribution: attribution as never,
  } as MetricWithAttribution;
}

const reportAll = () => {
  reporters.TTFB?.(metric('TTFB', 312.4, { waitingDuration: 3 }));
  reporters.LCP?.(
    metric('LCP', 1834.6, { target: 'main>div._gallery_x1>img._image_a2', url: 'https://cdn.example/car.jpg?w=800&token=abc' }),
  );
  reporters.CLS?.(metric('CLS', 0.123456, { largestShiftTarget: 'footer._footer_b3' }));
  reporters.INP?.(metric('INP', 216.2, { interactionTarget: 'button#filter-fuel', interactionType: 'pointer' }));
};

async function started(options: { sampleRate?: number; random?: number; pageType?: () => string | undefined; win?: Window } = {}) {
  const push = vi.fn();
  const stop = startRealUserMetrics({
    pageType: options.pageType ?? (() => 'vehicleListPage'),
    sampleRate: options.sampleRate ?? 0.1,
    push,
    random: () => options.random ?? 0.05,
    win: options.win ?? browser().win,
  });
  await vi.dynamicImportSettled();
  return { push, stop };
}

describe('real-user metrics in the browser', () => {
  afterEach(() => {
    for (const name of Object.keys(reporters)) delete reporters[name as keyof typeof reporters];
  });

  it('a page load outside the sample measures and sends nothing', async () => {
    const { win, sendBeacon, fetch, hide } = browser();
    const { push } = await started({ win, sampleRate: 0.1, random: 0.1 });
    expect(reporters).toEqual({});
    hide();
    expect([sendBeacon.mock.calls.length, fetch.mock.calls.length, push.mock.calls.length]).toEqual([0, 0, 0]);
    await started({ win, sampleRate: 0, random: 0 });
    expect(reporters).toEqual({});
  });

  it('a page load the caller drew already is measured whatever the rate says', async () => {
    const push = vi.fn();
    startRealUserMetrics({
      pageType: () => 'vehicleListPage',
      sampleRate: 0.1,
      sampled: true,
      push,
      random: () => 0.99,
      win: browser().win,
    });
    await vi.dynamicImportSettled();
    expect(Object.keys(reporters).sort()).toEqual(['CLS', 'INP', 'LCP', 'TTFB']);
  });

  it('an automated browser (WebDriver) is no real user: nothing is measured', async () => {
    const { win, sendBeacon, hide } = browser({ webdriver: true });
    await started({ win, sampleRate: 1, random: 0 });
    expect(reporters).toEqual({});
    hide();
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('sends every metric in one beacon when the page is hidden, as text/plain to /rum', async () => {
    const { win, sendBeacon, fetch, hide } = browser();
    await started({ win });
    reportAll();
    expect(sendBeacon).not.toHaveBeenCalled();
    hide();
    // pagehide after the hidden state: the metrics went with the first beacon
    win.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(fetch).not.toHaveBeenCalled();
    const [url, data] = sendBeacon.mock.calls[0] as [string, Blob];
    expect(url).toBe('/rum');
    expect(data.type).toBe('text/plain');
    expect((await beaconOf(data)).metrics).toEqual([
      { name: 'TTFB', value: 312, rating: 'good', pageType: 'vehicleListPage', navigationType: 'navigate' },
      {
        name: 'LCP',
        value: 1835,
        rating: 'good',
        pageType: 'vehicleListPage',
        navigationType: 'navigate',
        target: 'main>div._gallery_x1>img._image_a2',
      },
      { name: 'CLS', value: 0.1235, rating: 'good', pageType: 'vehicleListPage', navigationType: 'navigate', target: 'footer._footer_b3' },
      { name: 'INP', value: 216, rating: 'good', pageType: 'vehicleListPage', navigationType: 'navigate', target: 'button#filter-fuel' },
    ]);
  });

  it('one beacon per hide: a metric reported again after the page was shown again goes with the next one', async () => {
    const { win, sendBeacon, hide, show } = browser();
    await started({ win });
    reportAll();
    hide();
    show();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    reporters.INP?.(metric('INP', 180, { interactionTarget: 'a.link' }));
    reporters.INP?.(metric('INP', 344, { interactionTarget: 'button.more' }));
    win.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).toHaveBeenCalledTimes(2);
    expect((await beaconOf(sendBeacon.mock.calls[1]?.[1] as Blob)).metrics).toEqual([
      expect.objectContaining({ name: 'INP', value: 344, target: 'button.more' }),
    ]);
  });

  it('falls back to a keepalive fetch when the browser has no beacon or refuses it', async () => {
    const { win, fetch, hide } = browser({ beacon: false });
    await started({ win });
    reportAll();
    hide();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect([url, init.method, init.keepalive]).toEqual(['/rum', 'POST', true]);
    expect(JSON.parse(init.body as string).metrics).toHaveLength(4);
  });

  it('a beacon that throws and a fetch that fails (offline, blocked) cost nothing: no error escapes the page', async () => {
    const { win, sendBeacon, fetch, hide } = browser();
    sendBeacon.mockImplementation(() => {
      throw new TypeError('beacon refused');
    });
    fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      await started({ win });
      reportAll();
      expect(() => hide()).not.toThrow();
      expect(fetch).toHaveBeenCalledTimes(1);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('pushes each metric to the data layer when it is reported, with the page type of that moment', async () => {
    let pageType = 'vehicleListPage';
    const { push } = await started({ pageType: () => pageType });
    reporters.LCP?.(metric('LCP', 1200.2, { target: 'img.hero' }));
    pageType = 'vehicleDetailPage';
    reporters.INP?.(metric('INP', 88, { interactionTarget: 'button.tab' }));
    expect(push.mock.calls.map(([event]) => event)).toEqual([
      {
        event: 'webVitals',
        name: 'LCP',
        value: 1200,
        rating: 'good',
        pageType: 'vehicleListPage',
        navigationType: 'navigate',
        target: 'img.hero',
      },
      {
        event: 'webVitals',
        name: 'INP',
        value: 88,
        rating: 'good',
        pageType: 'vehicleDetailPage',
        navigationType: 'navigate',
        target: 'button.tab',
      },
    ]);
  });

  it('sends no URL, no query string and no text of the page: only the metric, its rating, the page type and the selector', async () => {
    const { win, sendBeacon, hide } = browser();
    await started({ win });
    reportAll();
    reporters.INP?.(
      metric('INP', 300, {
        interactionTarget: 'div.list>a.https://example.com/auto?email=max@example.com>span',
        interactionType: 'pointer',
        processedEventEntries: [{ name: 'click' }],
      }),
    );
    hide();
    const text = await (sendBeacon.mock.calls[0]?.[1] as Blob).text();
    expect(text).not.toMatch(/https?:|\?|@|cdn\.example|token|email/);
    const { metrics } = JSON.parse(text) as { metrics: Record<string, unknown>[] };
    for (const sent of metrics)
      expect(Object.keys(sent).sort()).toEqual(expect.arrayContaining(['name', 'navigationType', 'pageType', 'rating', 'value']));
    expect(
      metrics
        .flatMap((sent) => Object.keys(sent))
        .filter((key) => !['name', 'value', 'rating', 'pageType', 'navigationType', 'target'].includes(key)),
    ).toEqual([]);
    expect(metrics.find((sent) => sent.name === 'INP')?.target).toBe('div.list>a>span');
  });

  it('keeps the selector’s end (the element) and cuts it to 100 characters', () => {
    const long = `${Array.from({ length: 20 }, (_, i) => `div.level${i}`).join('>')}>button.apply`;
    const cut = cleanTarget(long) ?? '';
    expect(cut).toHaveLength(TARGET_MAX_LENGTH);
    expect(cut.endsWith('>button.apply')).toBe(true);
    expect(cleanTarget('')).toBeUndefined();
    expect(cleanTarget('#search-form>input.field')).toBe('#search-form>input.field');
  });

  it('a metric without a page type (no page matched) goes to the data layer but not to the server', async () => {
    const { win, sendBeacon, hide } = browser();
    const { push } = await started({ win, pageType: () => undefined });
    reportAll();
    hide();
    expect(push).toHaveBeenCalledTimes(4);
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('stops reporting once stopped', async () => {
    const { win, sendBeacon, hide } = browser();
    const { push, stop } = await started({ win });
    stop();
    reportAll();
    hide();
    expect([push.mock.calls.length, sendBeacon.mock.calls.length]).toEqual([0, 0]);
  });
});
