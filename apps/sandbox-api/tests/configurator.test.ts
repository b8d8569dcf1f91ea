import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  configuratorModelSchema,
  images360ResponseSchema,
  invalidLeasingConfigurationSchema,
  leasingCalculationResponseSchema,
  modelCompareResponseSchema,
  modelImagesResponseSchema,
  savedConfigurationSchema,
  type ConfiguratorEntity,
} from '@carweb/api-contracts';
import { MAKES, MODELS } from '../src/domain/catalog';
import { must } from '../src/domain/must';
import { slugify } from '../src/domain/slugify';
import { corePath, startTestSandbox, type TestSandbox } from './support/test-sandbox';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox({ seedVehicles: 200 });
});
afterAll(() => sandbox.close());

const brandModels = MODELS.filter((m) => MAKES.find((make) => make.name === m.make)?.brand);
const configurator = (slug: string) =>
  sandbox.json<unknown>(`/model/configurator/models/${slug}?locale=de`).then((m) => configuratorModelSchema.parse(m));
const sportage = () => configurator('sportage');
const optional = (entity: ConfiguratorEntity) => entity.equipment.filter((e) => !e.standard && e.category === 'option');
const leasing = (body: Record<string, unknown>) =>
  sandbox.post(corePath('leasing/calculation/model'), { totalRuntime: 48, kmPerYear: 10000, downPayment: 3000, ...body });

describe('configurator data', () => {
  it('has 2–6 variants per model, 6–12 priced colours and packages and options on every variant', async () => {
    for (const model of brandModels) {
      const { entities } = await configurator(slugify(model.name));
      expect(entities.length, model.name).toBeGreaterThanOrEqual(2);
      expect(entities.length, model.name).toBeLessThanOrEqual(6);
      for (const entity of entities) {
        expect(entity.colors.length).toBeGreaterThanOrEqual(6);
        expect(entity.colors.length).toBeLessThanOrEqual(12);
        expect(entity.colors.filter((c) => c.price === 0)).toHaveLength(1);
        for (const color of entity.colors.filter((c) => c.price > 0)) {
          expect(color.price).toBeGreaterThanOrEqual(490);
          expect(color.price).toBeLessThanOrEqual(1490);
        }
        for (const color of entity.colors) expect(color.hex).toMatch(/^#[0-9a-f]{6}$/);
        expect(entity.equipment.some((e) => e.category === 'package')).toBe(true);
        expect(entity.equipment.every((e) => e.price > 0)).toBe(true);
      }
    }
  });

  it('names every variant of a model by its own slug', async () => {
    for (const model of brandModels) {
      const slugs = (await configurator(slugify(model.name))).entities.map((e) => e.entitySlug);
      expect(new Set(slugs).size, model.name).toBe(slugs.length);
    }
  });

  it('makes more standard the higher the trim', async () => {
    const { entities } = await configurator('picanto');
    const standard = entities.map((e) => e.equipment.filter((q) => q.standard).length);
    expect(standard).toEqual([...standard].sort((a, b) => a - b));
    expect(standard[0]).toBeLessThan(standard[standard.length - 1]);
  });

  it('keeps the entity ids of earlier links (model id × 100 + fuel × 3 + trim + 1)', async () => {
    const { entities } = await sportage();
    expect(entities[0].entityId).toBe(10601);
    expect(entities.map((e) => e.entityId)).toContain(10602);
  });

  it('lines up the same tech-data rows across models', async () => {
    const { models } = modelCompareResponseSchema.parse(
      await sandbox.json('/model/configurator/compare?models=sportage,ev6,picanto&locale=fr'),
    );
    const rows = models.map((m) => m.groups.map((g) => `${g.id}:${g.items.map((i) => i.label).join('/')}`));
    expect(rows[1]).toEqual(rows[0]);
    expect(rows[2]).toEqual(rows[0]);
  });
});

describe('model leasing of a configuration', () => {
  it('leases entity price + colour + chosen options, with the maths of the vehicle calculation', async () => {
    const entity = (await sportage()).entities[0];
    const color = must(
      entity.colors.find((c) => c.price > 0),
      'a colour at a price',
    );
    const [first, second] = optional(entity);
    const response = await leasing({ entityId: entity.entityId, items: [color.colorCode, first.code, second.code] });
    expect(response.status).toBe(200);
    const result = leasingCalculationResponseSchema.parse(await response.json());
    expect(result.price).toBe(entity.price + color.price + first.price + second.price);
    const byPrice = leasingCalculationResponseSchema.parse(await (await leasing({ price: result.price })).json());
    expect(result.monthlyRate).toBe(byPrice.monthlyRate);
  });

  it('does not charge an option twice when a chosen package includes it', async () => {
    const entity = (await sportage()).entities[0];
    const pack = must(
      entity.equipment.find((e) => e.category === 'package'),
      'a package',
    );
    const included = must(
      entity.equipment.find((e) => pack.includes?.includes(e.code) && !e.standard),
      'an option of the package',
    );
    const result = leasingCalculationResponseSchema.parse(
      await (await leasing({ entityId: entity.entityId, items: [pack.code, included.code] })).json(),
    );
    expect(result.price).toBe(entity.price + pack.price);
  });

  it.each([
    ['an unknown entity', { entityId: 99999, items: [] }, 'entityId'],
    ['a code of another entity', { entityId: 10601, items: ['WHT', 'no_such_option'] }, 'items.1'],
    ['two colours', { entityId: 10601, items: ['WHT', 'BLK'] }, 'items'],
    ['a runtime outside the bounds', { entityId: 10601, items: ['WHT'], totalRuntime: 72 }, 'totalRuntime'],
    ['a down payment above the allowed share', { entityId: 10601, items: ['WHT'], downPayment: 90000 }, 'downPayment'],
  ])('answers %s with 400 and the UI message', async (_, body, field) => {
    const response = await leasing(body);
    expect(response.status).toBe(400);
    const error = invalidLeasingConfigurationSchema.parse(await response.json());
    expect(error.message).toBe('Diese Konfiguration ist leider ungültig.');
    expect(error.fieldErrors).toHaveProperty([field]);
  });

  it('keeps the price and modelId forms', async () => {
    expect((await leasing({ price: 30000 })).status).toBe(200);
    const byModel = leasingCalculationResponseSchema.parse(await (await leasing({ modelId: 106 })).json());
    expect(byModel.price).toBe((await sportage()).priceFrom);
  });
});

describe('saved configurations', () => {
  it('saves a priced configuration and reads it back with its PDF', async () => {
    const entity = (await sportage()).entities[1];
    const color = entity.colors[2];
    const option = optional(entity)[0];
    const response = await sandbox.post('/model/configurator/save-configuration?locale=de', {
      entityId: entity.entityId,
      items: [color.colorCode, option.code],
    });
    const saved = savedConfigurationSchema.parse(await response.json());
    expect(saved.price).toBe(entity.price + color.price + option.price);
    const loaded = savedConfigurationSchema.parse(
      await sandbox.json(`/model/configurator/saved-configuration/${saved.configurationCode}?locale=de`),
    );
    expect(loaded).toMatchObject({ entityId: entity.entityId, entitySlug: entity.entitySlug, modelSlug: 'sportage', items: saved.items });
    const pdf = await sandbox.get(`/model/configurator/pdf/${saved.configurationCode}?locale=de`);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    const text = Buffer.from(await pdf.arrayBuffer()).toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text).toContain('Kia Sportage');
    expect(text).toContain(color.name);
  });

  it('opens the model with a saved configuration, and with its default one for an unknown code', async () => {
    const saved = savedConfigurationSchema.parse(
      await (await sandbox.post('/model/configurator/save-configuration?locale=de', { entityId: 10602, items: ['BLK'] })).json(),
    );
    const loaded = configuratorModelSchema.parse(
      await sandbox.json(`/model/configurator/models/sportage?configurationCode=${saved.configurationCode}&locale=de`),
    );
    expect(loaded).toMatchObject({ selectedEntityId: 10602, configuration: { items: ['BLK'] } });
    const unknown = configuratorModelSchema.parse(
      await sandbox.json('/model/configurator/models/sportage?configurationCode=NOSUCHCODE&locale=de'),
    );
    expect(unknown).toMatchObject({ selectedEntityId: 10601, configuration: null });
    const otherModel = configuratorModelSchema.parse(
      await sandbox.json(`/model/configurator/models/picanto?configurationCode=${saved.configurationCode}&locale=de`),
    );
    expect(otherModel.configuration).toBeNull();
  });

  it('refuses codes that are not the entity’s, and answers an unknown code with 404', async () => {
    const response = await sandbox.post('/model/configurator/save-configuration?locale=de', {
      entityId: 10601,
      items: ['WHT', 'warp_drive'],
    });
    expect(response.status).toBe(400);
    expect((await sandbox.get('/model/configurator/saved-configuration/NOSUCHCODE?locale=de')).status).toBe(404);
  });
});

describe('generated pictures', () => {
  const svg = async (url: string) => {
    const response = await sandbox.get(url.replace(/^\/api\/core/, '/core'));
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    return response.text();
  };

  it('draws 36 turntable frames that differ per angle, in the colour chosen', async () => {
    const entity = (await sportage()).entities[0];
    const color = entity.colors[3];
    const { images } = images360ResponseSchema.parse(
      await sandbox.json(`/model/configurator/models/${entity.entityId}/${color.colorCode}/images360?locale=de`),
    );
    expect(images).toHaveLength(36);
    const frames = await Promise.all([0, 9, 18, 27].map((i) => svg(images[i])));
    expect(new Set(frames).size).toBe(4);
    for (const frame of frames) expect(frame.length).toBeLessThan(8000);
  });

  it('shows front, side, rear and an interior, and draws chosen equipment', async () => {
    const entity = (await sportage()).entities[0];
    const { images } = modelImagesResponseSchema.parse(
      await sandbox.json(`/model/configurator/models/${entity.entityId}/WHT/model-images?locale=de`),
    );
    const views = await Promise.all(images.map((i) => svg(i.url)));
    expect(new Set(views).size).toBe(4);
    expect(images.map((i) => i.view)).toEqual(['front', 'side', 'rear', 'interior']);
    const { images: withRoof } = images360ResponseSchema.parse(
      await sandbox.json(`/model/configurator/models/${entity.entityId}/WHT/images360?ec=panorama_roof&locale=de`),
    );
    expect(withRoof[3]).toContain('ec=panorama_roof');
    expect(await svg(withRoof[3])).not.toBe(await svg(withRoof[3].replace(/\?.*$/, '')));
  });
});
