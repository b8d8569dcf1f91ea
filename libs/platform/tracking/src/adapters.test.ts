import { afterEach, describe, expect, it, vi } from 'vitest';
import { CALL_TRACKING_POLL_MS, whenCallTrackingReady } from './call-tracking';
import { announceConsent, windowConsent } from './consent/consent-state';
import { internalTrafficEvent, pushToDataLayer } from './data-layer';
import { isEditorFrame } from './editor-frame';
import { startTagManager, tagManagerUrl } from './tag-manager';

const frameWindow = (search: string, framed = true, referrer = '') =>
  ({ self: {}, top: framed ? {} : undefined, location: { search }, document: { referrer } }) as unknown as Window;

describe('data layer and internal-IP flag', () => {
  it('pushes to window.dataLayer, creating it', () => {
    const win = {} as Window;
    pushToDataLayer(internalTrafficEvent(true), win);
    pushToDataLayer(internalTrafficEvent(false), win);
    expect(win.dataLayer).toEqual([
      { event: 'internalTraffic', internalTraffic: 1 },
      { event: 'internalTraffic', internalTraffic: 0 },
    ]);
  });
});

describe('editor-frame detection', () => {
  it.each([
    ['builder editing frame', frameWindow('?builder.frameEditing=page'), true],
    ['builder preview frame', frameWindow('?builder.preview=page'), true],
    ['framed by the builder', frameWindow('', true, 'https://builder.io/content/1'), true],
    ['framed by someone else', frameWindow('', true, 'https://example.com'), false],
    ['top-level window with builder params', { ...frameWindow('?builder.preview=x'), top: undefined, self: undefined }, false],
  ])('%s → %s', (_label, win, expected) => {
    expect(isEditorFrame(win as Window)).toBe(expected);
  });
});

describe('consent-gated tag manager', () => {
  function setup(editorFrame = false) {
    const win = new EventTarget() as unknown as Window;
    const load = vi.fn(async () => undefined);
    const push = vi.fn();
    const stop = startTagManager({ containerId: 'GTM-TEST', consent: windowConsent(win), editorFrame, load, push });
    return { win, load, push, stop };
  }

  it('loads nothing before consent, the tag manager after it', () => {
    const { win, load, push } = setup();
    expect(load).not.toHaveBeenCalled();
    announceConsent({ analytics: true, marketing: false }, win);
    expect(push).toHaveBeenCalledWith(expect.objectContaining({ event: 'gtm.js' }));
    expect(load).toHaveBeenCalledWith(tagManagerUrl('GTM-TEST'));
    expect(tagManagerUrl('GTM-TEST')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-TEST');
  });

  it('waits while the visitor allows only what is necessary', () => {
    const { win, load } = setup();
    announceConsent({ analytics: false, marketing: true }, win);
    expect(load).not.toHaveBeenCalled();
    announceConsent({ analytics: true, marketing: true }, win);
    expect(load).toHaveBeenCalledTimes(1);
    announceConsent({ analytics: true, marketing: false }, win);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("loads the environment's container script", () => {
    expect(tagManagerUrl('GTM-K', 'http://127.0.0.1:4302/tags/gtm.js')).toBe('http://127.0.0.1:4302/tags/gtm.js?id=GTM-K');
  });

  it('loads at once when consent was given on an earlier page', () => {
    const win = Object.assign(new EventTarget(), { carwebConsent: { analytics: true, marketing: false } }) as unknown as Window;
    const load = vi.fn(async () => undefined);
    startTagManager({ containerId: 'GTM-1', consent: windowConsent(win), editorFrame: false, load, push: vi.fn() });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is skipped in the editing frame', () => {
    const { win, load } = setup(true);
    announceConsent({ analytics: true, marketing: false }, win);
    expect(load).not.toHaveBeenCalled();
  });

  it('stops waiting when stopped', () => {
    const { win, load, stop } = setup();
    stop();
    announceConsent({ analytics: true, marketing: false }, win);
    expect(load).not.toHaveBeenCalled();
  });
});

describe('call tracking', () => {
  afterEach(() => vi.useRealTimers());

  it('polls every 500 ms until the script is ready', async () => {
    vi.useFakeTimers();
    let ready = false;
    const api = { isReady: () => ready, trackedNumber: (phone: string) => `tracked:${phone}` };
    const read = vi.fn(() => api);
    const promise = whenCallTrackingReady(read);
    expect(CALL_TRACKING_POLL_MS).toBe(500);
    await vi.advanceTimersByTimeAsync(1499);
    expect(read).toHaveBeenCalledTimes(3);
    ready = true;
    await vi.advanceTimersByTimeAsync(1);
    expect((await promise).trackedNumber('+41 44')).toBe('tracked:+41 44');
    await vi.advanceTimersByTimeAsync(2000);
    expect(read).toHaveBeenCalledTimes(4);
  });

  it('stops polling when aborted', async () => {
    vi.useFakeTimers();
    const abort = new AbortController();
    const read = vi.fn(() => undefined);
    const promise = whenCallTrackingReady(read, abort.signal);
    abort.abort(new Error('left the page'));
    await expect(promise).rejects.toThrow('left the page');
    await vi.advanceTimersByTimeAsync(2000);
    expect(read).toHaveBeenCalledTimes(1);
  });
});
