import { createContext, runInContext } from 'node:vm';

/** A request the script under test made, its body read as text. */
export interface SentRequest {
  url: string;
  via: 'sendBeacon' | 'fetch';
  body: string;
  init?: RequestInit;
}

export interface FakeBrowserOptions {
  /** document.currentScript.src while the script runs; null as when the browser cannot name it */
  scriptSrc?: string | null;
  pageUrl?: string;
  /** what navigator.sendBeacon does: queue (true), refuse (false), throw, or not exist */
  beacon?: 'accept' | 'refuse' | 'throw' | 'missing';
  /** the page's clock (Date), e.g. vitest's faked one */
  clock?: DateConstructor;
}

/**
 * For the tests: a page's global scope in a `vm` context, just what the sandbox's scripts touch (document.currentScript,
 * location, navigator.sendBeacon, fetch, Blob, URL, queueMicrotask), recording what they send.
 */
export function fakeBrowser({
  scriptSrc = null,
  pageUrl = 'http://localhost:4301/de/',
  beacon = 'accept',
  clock,
}: FakeBrowserOptions = {}) {
  const sent: { url: string; via: SentRequest['via']; body: Blob | string; init?: RequestInit }[] = [];
  const page = new URL(pageUrl);
  const sendBeacon = (url: string, body: Blob) => {
    if (beacon === 'throw') throw new TypeError('sendBeacon: not allowed');
    if (beacon === 'refuse') return false;
    sent.push({ url, via: 'sendBeacon', body });
    return true;
  };
  const window: Record<string, unknown> = {
    document: { currentScript: scriptSrc === null ? null : { src: scriptSrc } },
    location: { href: page.href, origin: page.origin, pathname: page.pathname, search: page.search },
    navigator: beacon === 'missing' ? {} : { sendBeacon },
    fetch: (url: string, init: RequestInit) => {
      sent.push({ url, via: 'fetch', body: String(init.body), init });
      return Promise.resolve(new Response(null, { status: 204 }));
    },
    Blob,
    URL,
    queueMicrotask,
    setTimeout,
    ...(clock ? { Date: clock } : {}),
  };
  window['window'] = window;
  const context = createContext(window);

  return {
    window,
    /** evaluates code as a classic script of the page */
    run: (code: string): unknown => runInContext(code, context),
    /** what was sent once the pending microtasks and timers have run */
    async sent(): Promise<SentRequest[]> {
      await new Promise((resolve) => setTimeout(resolve, 0));
      return Promise.all(sent.map(async (s) => ({ ...s, body: typeof s.body === 'string' ? s.body : await s.body.text() })));
    },
    /** the JSON bodies sent */
    async posted(): Promise<unknown[]> {
      return (await this.sent()).map((s) => JSON.parse(s.body));
    },
  };
}

export type FakeBrowser = ReturnType<typeof fakeBrowser>;
