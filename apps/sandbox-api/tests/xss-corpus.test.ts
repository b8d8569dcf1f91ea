import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealerSchema, newsItemSchema, pageBuilderContentSchema, dealerServiceDetailSchema } from '@carweb/api-contracts';
import { provideSanitizer, sanitizeHtml, type HtmlPurifier } from '@carweb/shared-ui';
import { inertnessProblems, XSS_INERT_UNSANITIZED } from '@carweb/shared-testing';
import { XSS_CONTENT, XSS_CORPUS, XSS_CORPUS_HTML, XSS_SWALLOWING_PAYLOADS } from '../src/seed/data/xss-corpus';
import { startTestSandbox, type TestSandbox } from './support/test-sandbox';

// the site server's sanitizer (libs/platform/ssr sanitizer-dom.ts): DOMPurify on one jsdom window
const require = createRequire(import.meta.url);
type Window = { DOMParser: typeof DOMParser; close(): void };
const { JSDOM } = require('jsdom') as { JSDOM: new (html: string) => { window: Window } };
const createPurifier = require('dompurify') as (window: unknown) => HtmlPurifier;
const dom = new JSDOM('<!DOCTYPE html>');
provideSanitizer(() => createPurifier(dom.window));

/** What the browser would build from the HTML: nothing in it may run or navigate by itself (the corpus's own check). */
const problemsOf = (html: string) =>
  inertnessProblems(new dom.window.DOMParser().parseFromString(`<!DOCTYPE html><body>${html}`, 'text/html').body);

describe('the XSS corpus through the server-side sanitizer', () => {
  afterAll(() => dom.window.close());

  it.each(XSS_CORPUS.map((payload) => [payload.name, payload.html]))('%s renders inert', (_name, html) => {
    const clean = sanitizeHtml(html);
    expect(problemsOf(clean)).toEqual([]);
    // sanitizing again changes nothing: what the browser re-parses is what was checked (mutation XSS)
    expect(sanitizeHtml(clean)).toBe(clean);
  });

  it.each(XSS_CORPUS.filter((payload) => !XSS_INERT_UNSANITIZED.has(payload.name)).map((payload) => [payload.name, payload.html]))(
    '%s is caught by the check when not sanitized',
    (_name, html) => {
      expect(problemsOf(html)).not.toEqual([]);
    },
  );

  it('keeps the harmless text between the payloads', () => {
    const clean = sanitizeHtml(XSS_CORPUS_HTML);
    expect(problemsOf(clean)).toEqual([]);
    // up to the first payload that swallows what follows it (they come last)
    const kept = XSS_CORPUS.length - XSS_SWALLOWING_PAYLOADS.length + 1;
    XSS_CORPUS.slice(0, kept).forEach((payload, i) => expect(clean).toContain(`<p>Nutzlast ${i + 1}: ${payload.name}</p>`));
    expect(clean).toContain('>Link</a>');
  });
});

describe('the XSS corpus in the sandbox content', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox({ seedVehicles: 200 });
  });
  afterAll(() => sandbox.close());

  const textBlock = (content: unknown) => {
    const page = pageBuilderContentSchema.parse(content);
    return page.data.blocks.find((block) => block.component === 'Text')?.options['text'];
  };

  it.each(['de', 'fr'] as const)('is the long copy and the page-builder text of a news item of kia-service-bern (%s)', async (locale) => {
    const dealer = dealerSchema.parse(await sandbox.json(`/dealer/dealer-slug/${XSS_CONTENT.dealerSlug}?locale=${locale}`));
    const slug = XSS_CONTENT.newsSlug[locale];
    const news = newsItemSchema.parse(await sandbox.json(`/dealer/${dealer.dealerId}/dealer/news/${slug}?locale=${locale}`));
    expect(news.landingPage.longCopy).toBe(XSS_CORPUS_HTML);
    expect(news.isBuilderIoContent).toBe(true);
    const page = await sandbox.json(`/content/page-builder/campaign-and-news-page/${news.builderIoPageId}?locale=${locale}`);
    expect(textBlock(page)).toBe(XSS_CORPUS_HTML);
  });

  it('is the page-builder text of a service page of kia-service-bern', async () => {
    const dealer = dealerSchema.parse(await sandbox.json(`/dealer/dealer-slug/${XSS_CONTENT.dealerSlug}?locale=de`));
    const slug = XSS_CONTENT.serviceSlug.de;
    const service = dealerServiceDetailSchema.parse(
      await sandbox.json(`/dealer/${dealer.dealerId}/dealer/service-detail/${slug}?locale=de`),
    );
    expect(service.builderIoPageId).toBe(`service-page-${dealer.dealerId}-content-check`);
    expect(textBlock(await sandbox.json(`/content/page-builder/service-page/${service.builderIoPageId}?locale=de`))).toBe(XSS_CORPUS_HTML);
  });
});
