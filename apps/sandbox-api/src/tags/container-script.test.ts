import { describe, expect, it } from 'vitest';
import { containerScript } from './container-script';
import { fakeBrowser, type FakeBrowserOptions } from './fake-browser';

const SANDBOX = 'http://127.0.0.1:4302';
const script = containerScript({ containerId: 'GTM-K5CH7QX', fallbackOrigin: 'http://sandbox.fallback:4100' });

/** a page on the site's origin that has loaded the container from the sandbox */
function pageWithContainer(options: FakeBrowserOptions = {}, before = '') {
  const browser = fakeBrowser({
    scriptSrc: `${SANDBOX}/tags/gtm.js?id=GTM-K5CH7QX`,
    pageUrl: 'http://localhost:4301/de/haendler?x=1',
    ...options,
  });
  browser.run(before);
  browser.run(script);
  return browser;
}

describe('the sandbox tag-manager container (GET /tags/gtm.js)', () => {
  it('forwards what the page pushed before it loaded and every later push, to /events on its own origin', async () => {
    const browser = pageWithContainer({}, "window.dataLayer = [{ 'gtm.start': 1, event: 'gtm.js' }];");
    browser.run("dataLayer.push({ event: 'pageView', pageType: 'dealerHome' });");

    const sent = await browser.sent();
    expect(sent.map(({ url, via }) => ({ url, via }))).toEqual([{ url: `${SANDBOX}/events`, via: 'sendBeacon' }]);
    expect(JSON.parse(sent[0].body)).toEqual({
      containerId: 'GTM-K5CH7QX',
      page: '/de/haendler?x=1',
      events: [
        { 'gtm.start': 1, event: 'gtm.js' },
        { event: 'pageView', pageType: 'dealerHome' },
      ],
    });

    browser.run("dataLayer.push({ event: 'begin_checkout' }, { event: 'add_shipping_info' });");
    expect((await browser.posted())[1]).toMatchObject({ events: [{ event: 'begin_checkout' }, { event: 'add_shipping_info' }] });
  });

  it('creates the data layer when the page has none, and push still pushes and returns the new length', async () => {
    const browser = pageWithContainer();
    expect(browser.run("dataLayer.push({ event: 'a' }, { event: 'b' })")).toBe(2);
    expect(browser.run('dataLayer.length')).toBe(2);
    expect(await browser.posted()).toEqual([
      { containerId: 'GTM-K5CH7QX', page: '/de/haendler?x=1', events: [{ event: 'a' }, { event: 'b' }] },
    ]);
  });

  it("forwards gtag()'s arguments (Consent Mode) as { event: 'gtag', command }", async () => {
    const browser = pageWithContainer(
      {},
      "window.dataLayer = []; function gtag() { dataLayer.push(arguments); } gtag('consent', 'default', { ad_storage: 'denied' });",
    );
    browser.run("gtag('consent', 'update', { ad_storage: 'granted', analytics_storage: 'granted' });");
    expect((await browser.posted())[0]).toMatchObject({
      events: [
        { event: 'gtag', command: ['consent', 'default', { ad_storage: 'denied' }] },
        { event: 'gtag', command: ['consent', 'update', { ad_storage: 'granted', analytics_storage: 'granted' }] },
      ],
    });
  });

  it('leaves out functions, DOM nodes and cycles instead of throwing into the page', async () => {
    const browser = pageWithContainer();
    const pushed = browser.run(`
      var form = { nodeType: 1, nodeName: 'FORM' };
      var looped = { event: 'looped' };
      looped.self = looped;
      dataLayer.push({ event: 'form_submit', eventCallback: function () {}, element: form, page: window, step: 2 }, looped, function () {});
    `);
    expect(pushed).toBe(3);
    const [batch] = (await browser.posted()) as { events: unknown[] }[];
    // exactly: nothing of the callback, the element, the window or the cycle slipped through
    expect(batch.events).toEqual([{ event: 'form_submit', step: 2 }, { event: 'looped' }]);
  });

  it('finds no script to read its origin from: posts to the origin the sandbox wrote in', async () => {
    const browser = fakeBrowser({ scriptSrc: null });
    browser.run(script);
    browser.run("dataLayer.push({ event: 'x' })");
    expect((await browser.sent())[0].url).toBe('http://sandbox.fallback:4100/events');
  });

  it.each(['refuse', 'throw', 'missing'] as const)('falls back to fetch (keepalive, no-cors) when sendBeacon is %s', async (beacon) => {
    const browser = pageWithContainer({ beacon });
    browser.run("dataLayer.push({ event: 'x' })");
    const [request] = await browser.sent();
    expect(request).toMatchObject({ url: `${SANDBOX}/events`, via: 'fetch', init: { method: 'POST', keepalive: true, mode: 'no-cors' } });
    expect(JSON.parse(request.body)).toMatchObject({ events: [{ event: 'x' }] });
  });

  it('splits a large batch into requests under 64 KB', async () => {
    const browser = pageWithContainer();
    browser.run("for (var i = 0; i < 6; i++) dataLayer.push({ event: 'big', text: new Array(8001).join('ü') });");
    const sent = await browser.sent();
    expect(sent.length).toBeGreaterThan(1);
    for (const request of sent) expect(Buffer.byteLength(request.body)).toBeLessThan(64 * 1024);
    expect(sent.flatMap((request) => JSON.parse(request.body).events)).toHaveLength(6);
  });

  it('wraps push only once when the same container loads twice', async () => {
    const browser = pageWithContainer();
    browser.run(script);
    browser.run("dataLayer.push({ event: 'once' })");
    expect(await browser.posted()).toHaveLength(1);
  });
});
