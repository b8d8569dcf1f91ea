import { expect } from 'vitest';
import * as model from '@carweb/api-model';
import type { ContractCase } from '../contract-case';
import { modelFixtures } from './model-fixtures';

export const MODEL_CASES: ContractCase[] = [
  { fetcher: 'getConfiguratorModels', run: (ctx) => model.getConfiguratorModels(ctx, ctx.wholesaler) },
  { fetcher: 'getSavedConfiguration', run: async (ctx) => model.getSavedConfiguration(ctx, (await modelFixtures(ctx)).configurationCode) },
  {
    fetcher: 'saveConfiguration',
    run: async (ctx) => {
      const m = await modelFixtures(ctx);
      return model.saveConfiguration(ctx, { entityId: m.entityId, items: m.items });
    },
  },
  {
    fetcher: 'configurationPdfUrl',
    run: async (ctx) => {
      const url = model.configurationPdfUrl(ctx, (await modelFixtures(ctx)).configurationCode);
      const response = await fetch(url);
      expect(response.status, `GET ${url}`).toBe(200);
      expect(response.headers.get('content-type')).toContain('application/pdf');
      return url;
    },
  },
  {
    fetcher: 'getConfiguratorModel',
    run: async (ctx) => {
      const m = await modelFixtures(ctx);
      return model.getConfiguratorModel(ctx, m.slug, { configurationCode: m.configurationCode });
    },
    check: (result) => expect((result as { configuration: unknown }).configuration).not.toBeNull(),
  },
  { fetcher: 'getConfiguratorModelSlim', run: async (ctx) => model.getConfiguratorModelSlim(ctx, (await modelFixtures(ctx)).modelCode) },
  {
    fetcher: 'getConfiguratorModelVariants',
    run: async (ctx) => model.getConfiguratorModelVariants(ctx, (await modelFixtures(ctx)).modelCode),
  },
  {
    fetcher: 'getImages360',
    run: async (ctx) => {
      const m = await modelFixtures(ctx);
      return model.getImages360(ctx, m.entityId, m.colorCode, m.items.slice(1));
    },
  },
  {
    fetcher: 'getModelImages',
    run: async (ctx) => {
      const m = await modelFixtures(ctx);
      return model.getModelImages(ctx, m.entityId, m.colorCode);
    },
  },
  { fetcher: 'getConfiguratorEntitySlim', run: async (ctx) => model.getConfiguratorEntitySlim(ctx, (await modelFixtures(ctx)).entityId) },
  { fetcher: 'getTechData', run: async (ctx) => model.getTechData(ctx, (await modelFixtures(ctx)).slug) },
  {
    fetcher: 'getModelRange',
    run: async (ctx) => {
      const all = await model.getModelRange(ctx);
      const tools = await model.getModelRange(ctx, true);
      expect(tools.models.every((m) => m.isToolsModel)).toBe(true);
      return all;
    },
    check: (result) => expect((result as { models: unknown[] }).models.length).toBeGreaterThan(0),
  },
  { fetcher: 'getModelPage', run: async (ctx) => model.getModelPage(ctx, (await modelFixtures(ctx)).slug) },
  { fetcher: 'getModelByMipsId', run: async (ctx) => model.getModelByMipsId(ctx, (await modelFixtures(ctx)).mipsId) },
  {
    fetcher: 'getModelComparison',
    run: async (ctx) => {
      const { models } = await model.getConfiguratorModels(ctx, ctx.wholesaler);
      return model.getModelComparison(
        ctx,
        models.slice(0, 2).map((m) => m.slug),
      );
    },
    check: (result) => expect((result as { models: unknown[] }).models.length).toBe(2),
  },
  {
    fetcher: 'getVariantComparison',
    run: async (ctx) => {
      const variants = await model.getConfiguratorModelVariants(ctx, (await modelFixtures(ctx)).modelCode);
      return model.getVariantComparison(
        ctx,
        variants.variants.slice(0, 2).map((v) => v.entityId),
      );
    },
  },
  { fetcher: 'getBrandPage', run: (ctx) => model.getBrandPage(ctx, 'kia') },
  {
    fetcher: 'getBrandWorldDealers',
    run: async (ctx) => model.getBrandWorldDealers(ctx, (await model.getBrandPage(ctx, 'kia')).general.vehicleProfileId),
  },
  { fetcher: 'getBestLeasing', run: (ctx) => model.getBestLeasing(ctx, 'kia') },
  { fetcher: 'getBrands', run: (ctx) => model.getBrands(ctx) },
];
