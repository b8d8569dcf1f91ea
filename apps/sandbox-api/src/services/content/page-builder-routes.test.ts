import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageBuilderContentSchema } from '@carweb/api-contracts';
import { startTestSandbox, type TestSandbox } from '../../../tests/support/test-sandbox';
import { CONTENT_PREVIEW_KEY } from './content-preview';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox({ seedVehicles: 50 });
});
afterAll(() => sandbox.close());

const page = (id: string, locale = 'de', headers: Record<string, string> = {}) =>
  sandbox.get(`/content/page-builder/campaign-and-news-page/${id}?locale=${locale}`, headers);
const preview = { authorization: `Bearer ${CONTENT_PREVIEW_KEY}` };

describe("page-builder pages of the brand's campaigns and news", () => {
  it("builds a campaign's page from its content entry in the request's language: hero, text, a button to the dealer search", async () => {
    const response = await page('campaign-kia-leasing-stonic', 'fr');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const content = pageBuilderContentSchema.parse(await response.json());
    expect(content.data.url).toBe('/actions/leasing-stonic');
    expect(content.data.blocks.map((block) => block.component)).toEqual(['Hero', 'Text', 'Button']);
    expect(content.data.blocks[0]?.options).toEqual({
      headline: 'Kia Stonic : leasing dès 1.99 %',
      image: expect.stringMatching(/^\/api\/core\/media\/banners\/kv-campaign-kia-leasing-stonic\.svg/),
    });
    expect(content.data.blocks[2]?.options).toEqual({ text: 'Voir l’offre', link: '/dealer-search' });
  });

  it('answers news items too, and German where the language has no entry', async () => {
    const news = pageBuilderContentSchema.parse(await (await page('news-kia-open-day', 'de')).json());
    expect(news.data.title).toBe('Tag der offenen Tür');
    expect((await page('news-kia-open-day', 'sl')).status).toBe(200);
  });

  it('answers an unpublished draft or a depublished item only to the preview key, never from a cache', async () => {
    for (const id of ['campaign-kia-air-conditioning', 'campaign-kia-free-winter-wheels']) {
      expect((await page(id)).status).toBe(404);
      expect((await page(id, 'de', { authorization: 'Bearer forged' })).status).toBe(404);
      const previewed = await page(id, 'de', preview);
      expect(previewed.status).toBe(200);
      expect(previewed.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('answers an unknown id 404 and keeps the dealer pages as they are', async () => {
    expect((await page('campaign-kia-gibt-es-nicht')).status).toBe(404);
    expect((await sandbox.get('/content/page-builder/service-page/campaign-kia-leasing-stonic?locale=de')).status).toBe(404);
    expect((await page('campaign-page-100-free-winter-wheels')).status).toBe(200);
  });
});
