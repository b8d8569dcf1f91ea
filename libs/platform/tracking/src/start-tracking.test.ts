import { afterEach, describe, expect, it, vi } from 'vitest';
import { proxiedBackendAddresses, type ApiContext } from '@carweb/api-http';
import { testApiContext } from '@carweb/platform-routing/testing';
import type { RealUserMetricsOptions } from './rum/real-user-metrics';

const stopMetrics = vi.fn();
const startRealUserMetrics = vi.fn((_options: RealUserMetricsOptions) => stopMetrics);
vi.mock('./rum/real-user-metrics', () => ({ startRealUserMetrics }));
const startConsentTracking = vi.fn(() => () => undefined);
vi.mock('./consent/consent-tracking', () => ({ startConsentTracking }));
const { startTracking, trackPageView } = await import('./start-tracking');

const api = (contentPreview?: object) =>
  testApiContext(vi.fn(), { backends: proxiedBackendAddresses(), contentPreview: contentPreview as ApiContext['contentPreview'] });

function browser({ webdriver = false, search = '' } = {}) {
  const win = Object.assign(new EventTarget(), { location: { search }, document: { referrer: '' }, navigator: { webdriver } });
  return Object.assign(win, { self: win, top: search ? {} : win }) as unknown as Window & { dataLayer?: unknown[] };
}

const start = (win: Window, rumSampleRate: number, contentPreview?: object) =>
  startTracking({ config: { rumSampleRate }, api: api(contentPreview), locale: 'de', pageType: () => 'vehicleListPage' }, win);

describe('the tracking adapter', () => {
  afterEach(() => vi.clearAllMocks());

  it('measures a drawn page load with the current page type, and stops it with the page', async () => {
    const stop = start(browser(), 1);
    await vi.waitFor(() => expect(startRealUserMetrics).toHaveBeenCalledTimes(1));
    const options = startRealUserMetrics.mock.calls[0]?.[0];
    expect(options?.pageType()).toBe('vehicleListPage');
    expect(options?.sampled).toBe(true);
    stop();
    expect(stopMetrics).toHaveBeenCalledTimes(1);
  });

  it('loads no metrics code for a page load not drawn, an automated browser, the editing frame or a preview', async () => {
    start(browser(), 0);
    start(browser({ webdriver: true }), 1);
    start(browser({ search: '?builder.frameEditing=page' }), 1);
    start(browser(), 1, {});
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(startRealUserMetrics).not.toHaveBeenCalled();
  });

  it('a brand with nothing that needs consent loads no consent chunk and pushes no Consent Mode default', async () => {
    const win = browser();
    start(win, 0);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(startConsentTracking).not.toHaveBeenCalled();
    expect(win.dataLayer ?? []).toEqual([]);
  });

  it("pushes a page view without a check-in's hash, in its path and its URL", () => {
    const win = browser({ search: '?utm_source=mail' });
    Object.assign(win.location, { origin: 'https://www.kia.ch' });
    trackPageView(
      { pageType: 'serviceCheckoutPage', trackingGroup: null, language: 'de', path: '/de/haendler/a/check-in/q3v7Rk-9_xZbL' },
      win,
    );
    expect(win.dataLayer).toEqual([
      {
        event: 'pageView',
        pageType: 'serviceCheckoutPage',
        trackingGroup: null,
        language: 'de',
        path: '/de/haendler/a/check-in/:hash',
        pageLocation: 'https://www.kia.ch/de/haendler/a/check-in/:hash?utm_source=mail',
      },
    ]);
  });
});
