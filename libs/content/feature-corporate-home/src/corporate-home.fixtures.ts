// The backends of the corporate home for its loader tests: content (GraphQL by root field, the magazine's listing),
// model (the brand's range) and core (the quick search's makes and count).
import { vi } from 'vitest';
import { pageLoaderArgs } from '@carweb/platform-routing/testing';
import { dealerStockResponse, modelRangeResponse, testBrand } from '@carweb/shared-testing';
import type { BrandConfig } from '@carweb/shared-util-brand';
import { contentEntry, storyArticles, storyCampaigns, storyModelCategories } from './testing/corporate-home-fixtures';

/** What a backend call answers: a body, or a status number. */
type Answer = unknown;
/** Answers by call: a GraphQL root field (`#keyCampaign`) or a part of the URL; first match wins. */
export type FixtureAnswers = [call: string, answer: Answer][];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const rootField = (url: URL) => /\{\s*(\w+)/.exec(url.searchParams.get('query') ?? '')?.[1];

export function homeFetch(answers: FixtureAnswers = []) {
  const campaigns = storyCampaigns();
  const defaults: FixtureAnswers = [
    ['#keyCampaign', { data: { keyCampaign: campaigns[0] } }],
    ['#campaigns', { data: { campaigns } }],
    ['#modelCategories', { data: { modelCategories: storyModelCategories() } }],
    ['/magazine-article', { results: storyArticles().map((entry) => contentEntry(entry.data)) }],
    ['/brand-world/models', modelRangeResponse()],
    ['/filter/makes-and-models', dealerStockResponse()],
    ['/list/count', { count: 12 }],
  ];
  return vi.fn(async (input: RequestInfo | URL): Promise<Response> => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    const field = rootField(url);
    const match = [...answers, ...defaults].find(([call]) =>
      call.startsWith('#') ? call === `#${field}` : decodeURIComponent(url.pathname).includes(call),
    );
    if (!match) return json({ error: 'notFound', message: url.href }, 404);
    const [, answer] = match;
    return typeof answer === 'number' ? json({ error: 'fixture' }, answer) : json(answer);
  });
}

/** The corporate home's loader arguments at /de, for `brand` (default: the tests' kia). */
export function loaderArgs(fetch: typeof globalThis.fetch, brand: BrandConfig = testBrand) {
  const args = pageLoaderArgs({
    path: '/de',
    fetch,
    brand,
    locale: 'de',
    wholesaler: brand.wholesaler,
    platform: brand.platform,
    backends: { core: 'http://core.test', model: 'http://model.test', content: 'http://content.test' },
  });
  return { args, queryClient: args.env.queryClient };
}
