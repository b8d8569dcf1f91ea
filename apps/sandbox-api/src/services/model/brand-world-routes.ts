import { Router } from 'express';
import { BRAND_IDS } from '@carweb/shared-util-brand';
import {
  bestLeasingResponseSchema,
  brandPageSchema,
  brandWorldDealersResponseSchema,
  brandsResponseSchema,
  modelRangeResponseSchema,
} from '@carweb/api-contracts';
import type { SandboxContext } from '../../context';
import { BRAND_DISPLAY_NAMES, isBrandId } from '../../domain/brands';
import { DEFAULT_LEASING } from '../../domain/leasing';
import { FUELS, BODIES } from '../../domain/vocabulary';
import { MULTI_BRAND_WHOLESALERS } from '../../domain/catalog';
import { notFound } from '../../http/errors';
import { intParam, requestLocale } from '../../http/request';
import { bannerPath, mediaUrl } from '../../media/media-paths';
import { CATEGORY_ORDER, MODEL_CATEGORIES } from './model-labels';
import { defaultLeasingRate, toModel } from './model-mappers';
import { brandTexts } from './brand-texts';

const vehicleProfileIdOf = (brand: string) => BRAND_IDS.indexOf(brand as never) + 1;

/** GET brand-world, brand-world/models, brand-world/page/{brandSlug}, brand-world/dealers/{vehicleProfileId}, brand-world/best-leasing */
export function brandWorldRoutes(ctx: SandboxContext): Router {
  const router = Router();
  const { catalog } = ctx;
  /** multi-brand wholesalers show every brand's models */
  const modelsOf = (brand?: string) => catalog.models(brand && !MULTI_BRAND_WHOLESALERS.includes(brand as never) ? brand : undefined);
  const toModels = (brand?: string) => modelsOf(brand).map((m) => toModel(m, catalog.entitiesOf(m)[0], ctx.mediaBase));

  router.get('/brand-world', (req, res) => {
    requestLocale(req);
    const brands = BRAND_IDS.map((slug) => ({
      slug,
      name: BRAND_DISPLAY_NAMES[slug],
      vehicleProfileId: vehicleProfileIdOf(slug),
      logo: mediaUrl(ctx.mediaBase, bannerPath(`logo-${slug}`, BRAND_DISPLAY_NAMES[slug])),
      modelCount: modelsOf(slug).length,
    }));
    res.json(brandsResponseSchema.parse({ brands }));
  });

  router.get('/brand-world/models', (req, res) => {
    const locale = requestLocale(req);
    const brand =
      typeof req.query['brand'] === 'string'
        ? req.query['brand']
        : typeof req.query['wholesaler'] === 'string'
          ? req.query['wholesaler']
          : undefined;
    const onlyTools = req.query['onlyToolsModels'] === '1' || req.query['onlyToolsModels'] === 'true';
    const models = toModels(brand).filter((m) => !onlyTools || m.isToolsModel);
    const categories = CATEGORY_ORDER.filter((c) => models.some((m) => m.category === c));
    const special = [...models].sort((a, b) => (a.leasingRateFrom ?? Infinity) - (b.leasingRateFrom ?? Infinity))[0];
    res.json(
      modelRangeResponseSchema.parse({
        models,
        specialOfferId: special ? special.mipsId : null,
        brandConfiguration: {
          category: categories.map((id) => ({ id, name: MODEL_CATEGORIES[id][locale] })),
          categoryOrder: categories,
          filter: [
            {
              field: 'fuel',
              items: FUELS.filter((f) => models.some((m) => m.filter['fuel'].includes(f.id))).map((f) => ({
                value: f.id,
                label: f.label[locale],
              })),
            },
            {
              field: 'body',
              items: BODIES.filter((b) => models.some((m) => m.filter['body'].includes(b.id))).map((b) => ({
                value: b.id,
                label: b.label[locale],
              })),
            },
          ],
        },
      }),
    );
  });

  router.get('/brand-world/page/:brandSlug', (req, res) => {
    const locale = requestLocale(req);
    const brand = req.params.brandSlug;
    if (!isBrandId(brand)) throw notFound(`Unknown brand ${brand}`);
    const texts = brandTexts(brand, locale);
    res.json(
      brandPageSchema.parse({
        general: {
          vehicleProfileId: vehicleProfileIdOf(brand),
          brand,
          name: BRAND_DISPLAY_NAMES[brand],
          headline: texts.headline,
          introText: texts.intro,
          logo: mediaUrl(ctx.mediaBase, bannerPath(`logo-${brand}`, BRAND_DISPLAY_NAMES[brand])),
          heroImage: mediaUrl(ctx.mediaBase, bannerPath(`brand-${brand}`, texts.headline)),
        },
        highlights: texts.highlights,
        models: toModels(brand),
        slugLocalizations: { de: brand, fr: brand, it: brand, en: brand, sl: brand },
      }),
    );
  });

  router.get('/brand-world/dealers/:vehicleProfileId', (req, res) => {
    requestLocale(req);
    const id = intParam(req, 'vehicleProfileId');
    const brand = BRAND_IDS[id - 1];
    if (!brand) throw notFound('Unknown vehicle profile');
    const dealers = ctx.dealers
      .all()
      .filter((d) => d.dealer.brandsPages.includes(brand) || (d.dealer.wholesaler.name === brand && d.parentId === null))
      .map(({ dealer }) => ({
        dealerId: dealer.dealerId,
        slug: dealer.slug,
        name: dealer.name,
        street: dealer.street,
        zip: dealer.zip,
        city: dealer.city,
        phone: dealer.phone,
        latitude: dealer.latitude,
        longitude: dealer.longitude,
      }));
    res.json(brandWorldDealersResponseSchema.parse({ vehicleProfileId: id, dealers }));
  });

  router.get('/brand-world/best-leasing', (req, res) => {
    requestLocale(req);
    const brand = String(req.query['brand'] ?? '');
    const candidates = modelsOf(brand || undefined).flatMap((m) => catalog.entitiesOf(m).map((e) => ({ m, e })));
    const best = candidates.sort((a, b) => a.e.price - b.e.price)[0];
    if (!best || (brand && !isBrandId(brand))) throw notFound('No best-leasing model found');
    res.json(
      bestLeasingResponseSchema.parse({
        brand: best.m.brand,
        model: toModel(best.m, catalog.entitiesOf(best.m)[0], ctx.mediaBase),
        entityId: best.e.entityId,
        monthlyRate: defaultLeasingRate(best.e.price),
        totalRuntime: DEFAULT_LEASING.totalRuntime,
        kmPerYear: DEFAULT_LEASING.kmPerYear,
        downPayment: Math.round(best.e.price * DEFAULT_LEASING.downPaymentShare),
      }),
    );
  });

  return router;
}
