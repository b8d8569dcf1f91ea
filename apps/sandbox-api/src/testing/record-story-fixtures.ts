// node --import tsx apps/sandbox-api/src/testing/record-story-fixtures.ts
// Records what the seeded sandbox answers the calls of the data-driven stories, per language, into
// libs/shared/testing-msw/src/sandbox-answers.json (the MSW handlers of Storybook answer from it; decisions 0026, 0029).
// The sandbox needs SQLite and node, so the browser cannot run its seed; its answers are deterministic (fixed seed and,
// here, a fixed clock), so apps/sandbox-api/tests/story-answers.test.ts re-records in memory and fails when the file is stale.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as content from '@carweb/api-content';
import * as coreApi from '@carweb/api-core';
import * as dealerApi from '@carweb/api-dealer';
import * as formApi from '@carweb/api-form';
import * as modelApi from '@carweb/api-model';
import { answerKey } from '@carweb/shared-testing-msw';
import { startSandbox } from '../start-sandbox';

export type StoryAnswers = Record<string, Record<string, unknown>>;

const LOCALES = ['de', 'fr', 'it', 'en', 'sl'] as const;
const DEALER = { id: 100, slug: 'auto-zentrum-zuerich' };
/** The vehicle of the checkout stories (libs/checkout): one of the dealer's with every purchase option. */
const CHECKOUT_VEHICLE = 100009;
/** The electric cars category page's slug per language (vehicle-market/feature-category-pages stories). */
const ELECTRIC_CARS = {
  de: 'elektroautos',
  fr: 'voitures-electriques',
  it: 'auto-elettriche',
  en: 'electric-cars',
  sl: 'elektricni-avtomobili',
} as const;
export const STORY_ANSWERS_FILE = fileURLToPath(new URL('../../../../libs/shared/testing-msw/src/sandbox-answers.json', import.meta.url));
/** The sandbox's clock while recording: dates of news and promotions relative to "now" stay the same every day. */
export const RECORDING_NOW = new Date('2026-11-02T08:00:00.000Z');

/** Every call the stories make, answered by a freshly seeded in-memory sandbox, keyed by language and `answerKey`. */
export async function recordStoryAnswers(): Promise<StoryAnswers> {
  const sandbox = await startSandbox({
    dbPath: ':memory:',
    seedVehicles: 400,
    dataDir: mkdtempSync(join(tmpdir(), 'story-fixtures-')),
    now: () => new Date(RECORDING_NOW),
  });
  const answers: StoryAnswers = {};

  async function record(locale: string, path: string, query: Record<string, unknown> = {}) {
    const params = new URLSearchParams({ locale });
    for (const [name, value] of Object.entries(query)) params.set(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
    const response = await fetch(`${sandbox.url}/${path}?${params}`);
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    const body = (await response.json()) as unknown;
    (answers[locale] ??= {})[answerKey(path, params)] = body;
    return body;
  }

  /** A POST the stories answer from the recording (`changedAnswer`), e.g. a leasing calculation. */
  async function recordPost(locale: string, path: string, body: unknown) {
    const response = await fetch(`${sandbox.url}/${path}?locale=${locale}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    (answers[locale] ??= {})[answerKey(path)] = (await response.json()) as unknown;
  }

  /**
   * The API context of the site's own fetchers (libs/api/*) against the sandbox: each GET they make is recorded under
   * the key the stories' MSW handlers look up, so a story's call and its recording cannot drift apart.
   */
  const recordingApi = (locale: string, wholesaler = 'kia') => ({
    locale,
    wholesaler,
    country: 'ch',
    platform: 'partnerweb',
    backends: Object.fromEntries(
      ['core', 'dealer', 'form', 'model', 'base', 'content', 'brand', 'payment'].map((service) => [service, `${sandbox.url}/${service}`]),
    ) as never,
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await fetch(input, init);
      const url = new URL(String(input));
      if (response.ok && (init?.method ?? 'GET') === 'GET') {
        (answers[locale] ??= {})[answerKey(url.pathname, url.searchParams)] = (await response.clone().json()) as unknown;
      }
      return response;
    },
  });
  try {
    for (const locale of LOCALES) {
      const market = `core/${locale}/kia/ch/partnerweb`;
      await record(locale, `dealer/dealer-slug/${DEALER.slug}`);
      for (const part of ['homepage', 'promotions', 'news']) await record(locale, `dealer/${DEALER.id}/dealer/${part}`);
      await record(locale, 'base/footnotes');
      await record(locale, 'base/seo', { route: 'homepagePartnerWeb', dealerId: DEALER.id });
      const list = (await record(locale, `${market}/list`, {
        filter: { limit: 24, page: 1, sort: 'newest' },
        dealerSlug: DEALER.slug,
      })) as {
        vehicles: { id: number }[];
      };
      await record(locale, `${market}/detail/${list.vehicles[0]?.id}/similar`, { filter: { limit: 4 }, dealerSlug: DEALER.slug });
      // the content service's navigation and footer of a multilease dealer page (platform-layout's frame stories)
      await content.getMultileaseNavigation(recordingApi(locale));
      await content.getMultileaseFooter(recordingApi(locale));
      // the model range page (dealer/feature-model-range): the dealer's stock per model (the range is recorded below)
      const ownDealer = await dealerApi.getDealerBySlug(recordingApi(locale), DEALER.slug);
      await coreApi.getMakesAndModels(coreApi.marketApi(recordingApi(locale)), { dealerId: dealerApi.dealerFilterIds(ownDealer) });
      // the dealer search (dealer/feature-search): every dealer of the brand; a story filters it by service as the sandbox does
      await dealerApi.getDealerList(recordingApi(locale), { dealerServiceType: 'all' });
      // about us, locations and our brands (dealer/feature-about-us): the dealer's and a location's about us, the
      // locations, each location's page, the brand page; the dealer-less SEO answer of these pages is base/seo's
      const ownApi = recordingApi(locale);
      await dealerApi.getAboutUs(ownApi, DEALER.id);
      for (const sub of ownDealer.subDealers) await dealerApi.getSubDealer(ownApi, DEALER.id, sub.slug);
      // (one location's about us: the key has no id; the stories show the first location, Oerlikon)
      await dealerApi.getAboutUs(ownApi, DEALER.id, ownDealer.subDealers[0]?.dealerId);
      for (const brand of ownDealer.brandsPages) await modelApi.getBrandPage(ownApi, brand);
      // the vehicle market (libs/vehicle-market): the list's first page (above, 24 of the dealer's vehicles), its search
      // criteria and count, the top cars; the detail, its similar vehicles, packages and leasing rate are the checkout's
      const dealerScope = [ownDealer.dealerId, ...ownDealer.subDealers.map((sub) => sub.dealerId), ...ownDealer.vehicleSourceDealerIds];
      await coreApi.getSearchCriteria(ownApi, { dealerId: dealerScope });
      await coreApi.getVehicleCount(ownApi, { dealerId: dealerScope });
      await coreApi.getTopCars(ownApi, { limit: 8 }, DEALER.slug);
      // the checkout's lead-form pages (libs/checkout), through the site's fetchers: the dealer's services and locations,
      // the model range, the trade-in makes, a checkout's vehicle with its packages and leasing rate, a model page, a
      // variant, the Zeekr models; the Zeekr brand's own range under its own key (a story answers it with changedAnswer)
      // (recorded first: the kia range below then takes the shared key)
      (answers[locale] ??= {})['model/brand-world/models#zeekr'] = await modelApi.getModelRange(recordingApi(locale, 'zeekr'));
      const kia = recordingApi(locale);
      await dealerApi.getWorkshopServices(kia, DEALER.id);
      await dealerApi.getSubDealerDetails(kia, DEALER.id, [101]);
      await dealerApi.getMinimalDealerList(kia, 'all');
      await modelApi.getModelRange(kia);
      // the model list, model page and brand world (configurator/feature-models): the Stonic's variants with prices and
      // technical data, the brand's best leasing offer, the brands of the brand world (its brand page and dealers: below)
      const stonicPage = await modelApi.getModelPage(kia, 'stonic');
      await modelApi.getConfiguratorModelVariants(kia, stonicPage.model.modelCode);
      await modelApi.getTechData(kia, 'stonic');
      await modelApi.getBestLeasing(kia, 'kia');
      await modelApi.getBrands(kia);
      await modelApi.getConfiguratorEntitySlim(kia, 10201);
      // the configurator and the comparison (configurator/feature-configurator): the configurable models, the Stonic's
      // configurator, a comparison of three models and of three Stonic variants, the model slim of the variants' heading,
      // the brand's dealers for the site's dealer chooser, a model leasing rate; the Stonic's pictures (stills and 360°)
      // per colour in German only (a story in another language falls back to them: they have no text)
      await modelApi.getConfiguratorModels(kia, 'kia');
      const stonic = await modelApi.getConfiguratorModel(kia, 'stonic');
      const [firstVariant] = stonic.entities;
      await modelApi.getModelComparison(kia, ['picanto', 'stonic', 'ceed']);
      await modelApi.getVariantComparison(
        kia,
        stonic.entities.slice(0, 3).map((entity) => entity.entityId),
      );
      await modelApi.getConfiguratorModelSlim(kia, stonic.modelCode);
      const kiaWorld = await modelApi.getBrandPage(kia, 'kia');
      await modelApi.getBrandWorldDealers(kia, kiaWorld.general.vehicleProfileId);
      await recordPost(locale, `${market}/leasing/calculation/model`, {
        entityId: firstVariant.entityId,
        items: [firstVariant.colors[0].colorCode],
        totalRuntime: 48,
        kmPerYear: 10_000,
        downPayment: 0,
      });
      if (locale === 'de') {
        for (const color of firstVariant.colors) {
          await modelApi.getModelImages(kia, firstVariant.entityId, color.colorCode);
          await modelApi.getImages360(kia, firstVariant.entityId, color.colorCode);
        }
      }
      await formApi.getTradeInMakesAndModels(kia);
      // a checkout's vehicle: a used Kia Stonic of the dealer that can be bought online, leased, reserved and test-driven
      const vehicle = CHECKOUT_VEHICLE;
      await coreApi.getVehicleDetail(kia, vehicle, DEALER.slug);
      await coreApi.getAdditionalPackages(kia, { year: 2026, month: 10, modelId: 102 });
      await recordPost(locale, `${market}/leasing/calculation/cars/${vehicle}`, {
        totalRuntime: 36,
        kmPerYear: 15_000,
        downPayment: 3_000,
      });
      await content.getZeekrModels(kia);
      // the brand's content navigation and footer of the site frame (platform-layout), the jobs page (content/feature-jobs),
      // the electric cars category page (vehicle-market/feature-category-pages)
      await content.getNavigationContent(kia);
      await content.getFooterContent(kia);
      await coreApi.getJobs(kia);
      await coreApi.getCategoryPage(coreApi.marketApi(kia), ELECTRIC_CARS[locale]);
      // the dealer's news, promotions and service pages (libs/dealer feature-news, -promotions, -services): each item's
      // page, and the page-builder content of those that are builder content (a promotion's has an Image block with and
      // one without alt text)
      const news = await dealerApi.getDealerNews(kia, DEALER.id);
      const promotions = await dealerApi.getDealerPromotions(kia, DEALER.id);
      const services = await dealerApi.getDealerServiceList(kia, DEALER.id);
      await dealerApi.getDealerServicePage(kia, DEALER.id);
      const pages = [
        ...(await Promise.all(news.map((item) => dealerApi.getDealerNewsItem(kia, DEALER.id, item.slug)))),
        ...(await Promise.all(promotions.map((item) => dealerApi.getDealerPromotion(kia, DEALER.id, item.slug)))),
      ];
      for (const page of pages) {
        if (page.isBuilderIoContent && page.builderIoPageId)
          await content.getPageBuilderContent(kia, 'campaign-and-news-page', page.builderIoPageId);
      }
      for (const service of services) {
        const detail = await dealerApi.getDealerServiceDetail(kia, DEALER.id, service.slug);
        if (detail.isBuilderIoContent && detail.builderIoPageId)
          await content.getPageBuilderContent(kia, 'service-page', detail.builderIoPageId);
      }
    }
    return answers;
  } finally {
    await sandbox.close();
  }
}

const isEntryPoint = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isEntryPoint) {
  // formatted as the format check wants it, so a re-recording shows only what the sandbox answers differently
  const { format, resolveConfig } = await import('prettier');
  const options = { ...(await resolveConfig(STORY_ANSWERS_FILE)), parser: 'json' };
  writeFileSync(STORY_ANSWERS_FILE, await format(JSON.stringify(await recordStoryAnswers(), null, 2), options));
  console.log(`wrote ${STORY_ANSWERS_FILE}`);
}
