import { createRequire } from 'node:module';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealerSchema, pageBuilderContentSchema, promotionListSchema, type PageBuilderContent } from '@carweb/api-contracts';
import { PageBuilderBlocks, provideSanitizer, type HtmlPurifier } from '@carweb/shared-ui';
import { startTestSandbox, type TestSandbox } from './support/test-sandbox';

// the site server's sanitizer (libs/platform/ssr sanitizer-dom.ts), which the Text block of the page needs
const require = createRequire(import.meta.url);
const { JSDOM } = require('jsdom') as { JSDOM: new (html: string) => { window: { close(): void } } };
const createPurifier = require('dompurify') as (window: unknown) => HtmlPurifier;
const dom = new JSDOM('<!DOCTYPE html>');
provideSanitizer(() => createPurifier(dom.window));

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox({ seedVehicles: 50 });
});
afterAll(async () => {
  await sandbox.close();
  dom.window.close();
});

/** The builder page of Auto Zentrum Zürich's builder promotion (its first), in `locale`. */
async function builderPromotionPage(locale: string) {
  const dealer = dealerSchema.parse(await sandbox.json(`/dealer/dealer-slug/auto-zentrum-zuerich?locale=${locale}`));
  const promotions = promotionListSchema.parse(await sandbox.json(`/dealer/${dealer.dealerId}/dealer/promotions?locale=${locale}`));
  const promotion = promotions.find((p) => p.isBuilderIoContent);
  if (!promotion?.builderIoPageId) throw new Error('no builder promotion seeded');
  const page = pageBuilderContentSchema.parse(
    await sandbox.json(`/content/page-builder/campaign-and-news-page/${promotion.builderIoPageId}?locale=${locale}`),
  );
  return { promotion, page };
}

const images = (page: PageBuilderContent) => page.data.blocks.filter((block) => block.component === 'Image');

describe("the seeded builder promotion's Image blocks (decision 0020: a given alt is kept, none is decorative)", () => {
  it.each(['de', 'fr'])('has a picture with its alt text and a decorative one without (%s)', async (locale) => {
    const { promotion, page } = await builderPromotionPage(locale);
    const [described, decorative] = images(page);
    expect(images(page)).toHaveLength(2);
    expect(described?.options).toEqual({
      image: expect.stringMatching(/^\/api\/core\/media\/banners\/.+\.svg\?text=/),
      altText: promotion.shortDescription,
    });
    expect(decorative?.options).toEqual({ image: expect.stringMatching(/^\/api\/core\/media\/banners\/.+\.svg/) });
  });

  it('renders through the one page-builder renderer as an image named by its alt text and a decorative image (alt="")', async () => {
    const { promotion, page } = await builderPromotionPage('de');
    const html = renderToStaticMarkup(createElement(PageBuilderBlocks, { blocks: page.data.blocks, resolveLink: () => undefined }));
    const alts = [...html.matchAll(/<img [^>]*alt="([^"]*)"/g)].map((match) => match[1]);
    // the hero's picture (the headline names it), the described picture, the decorative stripe
    expect(alts).toEqual(['', promotion.shortDescription.replaceAll('&', '&amp;'), '']);
  });
});
