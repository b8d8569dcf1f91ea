import { afterEach, describe, expect, it, vi } from 'vitest';
import { proxiedBackendAddresses, type ApiContext } from '@carweb/api-http';
import { testApiContext } from '@carweb/platform-routing/testing';
import type { BrandTrackingConfig } from '../tracking-config';
import { announceConsent } from './consent-state';
import { PENDING_ANSWER_COOKIE } from './consent-banner-state';
import { CONSENT_COOKIE } from './stored-consent';

const runEmbeddedConsent = vi.fn(async () => undefined);
const answerConsent = vi.fn(async () => undefined);
vi.mock('./embedded-consent', () => ({ runEmbeddedConsent, answerConsent }));
const loadScript = vi.fn(async (_src: string) => undefined);
vi.mock('../load-script', () => ({ loadScript }));
const { startTracking } = await import('../start-tracking');

/** `asked`: the server-rendered banner asks (its inline script set `data-consent="ask"`) */
function browser(search = '', framed = false, cookie = '', asked = false) {
  const win = Object.assign(new EventTarget(), {
    self: {},
    top: framed ? {} : undefined,
    location: { search },
    document: { referrer: '', cookie, documentElement: { dataset: asked ? { consent: 'ask' } : {} } },
  });
  if (!framed) win.top = win.self;
  return win as unknown as Window & { dataLayer?: unknown[] };
}

function api(contentPreview?: object) {
  const fetch = vi.fn(
    async (_url: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify({ internal: true }), { headers: { 'Content-Type': 'application/json' } }),
  );
  const ctx = testApiContext(fetch, { backends: proxiedBackendAddresses(), contentPreview });
  return { ctx, fetch };
}

const ALL_ON: BrandTrackingConfig = {
  tagManagerId: 'GTM-TEST',
  tagManagerScriptUrl: 'http://127.0.0.1:4302/tags/gtm.js',
  callTrackingScriptUrl: 'http://127.0.0.1:4302/tags/call-tracking.js',
};
// rumSampleRate 0: these tests are about consent; the metrics have their own
const start = (config: BrandTrackingConfig, ctx: ApiContext, win: Window) =>
  startTracking(
    {
      config: { ...config, rumSampleRate: 0 },
      api: ctx,
      locale: 'fr',
      privacyUrl: 'https://www.kia.ch/fr/protection-des-donnees',
      pageType: () => undefined,
    },
    win,
  );
/** the data layer's entries as plain values: gtag's arguments objects become arrays */
const entries = (win: Window & { dataLayer?: unknown[] }) =>
  (win.dataLayer ?? []).map((entry) =>
    Object.prototype.toString.call(entry) === '[object Arguments]' ? [...(entry as unknown as unknown[])] : entry,
  );

describe('tracking that needs consent (started by the tracking adapter, decision 0041)', () => {
  afterEach(() => vi.clearAllMocks());

  // where the banner cannot ask (a framed page), the library shows its own box at once
  it('Consent Mode v2 denied first, the embedded consent manager in the page language; the internal-IP flag after consent', async () => {
    const win = browser();
    const { ctx, fetch } = api();
    start(ALL_ON, ctx, win);
    expect(entries(win)[0]).toEqual([
      'consent',
      'default',
      { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', wait_for_update: 500 },
    ]);
    await vi.waitFor(() => expect(runEmbeddedConsent).toHaveBeenCalledWith('fr', 'https://www.kia.ch/fr/protection-des-donnees', win));
    // a visitor who has not allowed analytics: no call for the flag
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetch).not.toHaveBeenCalled();
    announceConsent({ analytics: true, marketing: false }, win);
    await vi.waitFor(() => expect(win.dataLayer).toContainEqual({ event: 'internalTraffic', internalTraffic: 1 }), { timeout: 5_000 });
    expect(String(fetch.mock.calls[0]?.[0])).toContain('internal-ip');
  });

  it('a choice updates the signals; analytics loads the environment container', async () => {
    const win = browser();
    start(ALL_ON, api().ctx, win);
    // the consent-gated part loads in a chunk of its own
    await vi.waitFor(() => expect(runEmbeddedConsent).toHaveBeenCalledWith('fr', expect.any(String), win));
    announceConsent({ analytics: true, marketing: false }, win);
    expect(entries(win)).toContainEqual([
      'consent',
      'update',
      { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
    ]);
    expect(loadScript).toHaveBeenCalledWith('http://127.0.0.1:4302/tags/gtm.js?id=GTM-TEST');
  });

  it("the network's own consent manager where the environment names one", async () => {
    const win = browser();
    start({ ...ALL_ON, consentScriptUrl: 'https://consent.example.ch/loader.js' }, api().ctx, win);
    await vi.waitFor(() => expect(loadScript).toHaveBeenCalledWith('https://consent.example.ch/loader.js'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    // (an earlier test's embedded manager may start late: only this window counts)
    expect(runEmbeddedConsent.mock.calls.filter((call) => (call as unknown[])[2] === win)).toEqual([]);
  });

  it('nothing in the editing frame or the verified preview: no consent manager, no tag manager, no data layer', async () => {
    for (const [win, ctx] of [
      [browser('?builder.frameEditing=page', true), api().ctx],
      [browser(), api({}).ctx],
    ] as const) {
      start(ALL_ON, ctx, win);
      announceConsent({ analytics: true, marketing: true }, win);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(win.dataLayer ?? []).toEqual([]);
    }
    expect(loadScript).not.toHaveBeenCalled();
  });

  it('a brand with nothing to consent to asks nothing and calls nothing', async () => {
    const win = browser();
    const { ctx, fetch } = api();
    start({}, ctx, win);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetch).not.toHaveBeenCalled();
    expect(runEmbeddedConsent).not.toHaveBeenCalled();
    expect(win.dataLayer ?? []).toEqual([]);
  });

  it('call tracking alone still asks for consent, without a tag manager or data layer', async () => {
    const win = browser();
    start({ callTrackingScriptUrl: ALL_ON.callTrackingScriptUrl }, api().ctx, win);
    await vi.waitFor(() => expect(runEmbeddedConsent).toHaveBeenCalled());
    expect(win.dataLayer ?? []).toEqual([]);
  });
  it("a returning visitor's stored choice counts at once; the consent manager loads only for the footer's settings", async () => {
    const stored = encodeURIComponent(JSON.stringify({ categories: ['necessary', 'analytics'], revision: 0 }));
    const win = browser('', false, `${CONSENT_COOKIE}=${stored}`);
    start(ALL_ON, api().ctx, win);
    await vi.waitFor(() => expect(loadScript).toHaveBeenCalledWith('http://127.0.0.1:4302/tags/gtm.js?id=GTM-TEST'));
    expect(win.carwebConsent).toEqual({ analytics: true, marketing: false });
    expect(runEmbeddedConsent.mock.calls.filter((call) => (call as unknown[])[2] === win)).toEqual([]);
    win.carwebConsentManager?.showPreferences();
    await vi.waitFor(() => expect(runEmbeddedConsent).toHaveBeenCalledWith('fr', expect.any(String), win));
  });

  it('a new visitor the banner asks: nothing loads until an answer; the footer settings load the manager', async () => {
    const win = browser('', false, '', true);
    start(ALL_ON, api().ctx, win);
    await vi.waitFor(() => expect(win.carwebConsentManager).toBeDefined());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(runEmbeddedConsent.mock.calls.filter((call) => (call as unknown[])[2] === win)).toEqual([]);
    expect(loadScript).not.toHaveBeenCalled();
    expect(win.carwebConsent).toBeUndefined();
    win.carwebConsentManager?.showPreferences();
    await vi.waitFor(() => expect(runEmbeddedConsent).toHaveBeenCalledWith('fr', expect.any(String), win));
  });

  it("the banner's answer the page before could not store (a reload at once) is stored now; the library's box never asks", async () => {
    const win = browser('', false, `${PENDING_ANSWER_COOKIE}=necessary`);
    start(ALL_ON, api().ctx, win);
    await vi.waitFor(() => expect(answerConsent).toHaveBeenCalledWith('necessary', 'fr', 'https://www.kia.ch/fr/protection-des-donnees'));
    expect(runEmbeddedConsent.mock.calls.filter((call) => (call as unknown[])[2] === win)).toEqual([]);
  });
});
