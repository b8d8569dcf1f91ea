import { Router } from 'express';
import { modelPageSchema, modelSchema } from '@carweb/api-contracts';
import { LOCALES, type Locale } from '@carweb/shared-util-brand';
import type { SandboxContext } from '../../context';
import { MULTI_BRAND_WHOLESALERS } from '../../domain/catalog';
import { notFound } from '../../http/errors';
import { requestLocale } from '../../http/request';
import { modelImage, toModel } from './model-mappers';

const HIGHLIGHTS: Record<Locale, [string, string][]> = {
  de: [
    ['Design', 'Klare Linien und ein selbstbewusster Auftritt.'],
    ['Innenraum', 'Viel Platz und hochwertige Materialien.'],
    ['Assistenz', 'Moderne Sicherheitssysteme serienmässig.'],
  ],
  fr: [
    ['Design', 'Des lignes nettes et une allure affirmée.'],
    ['Habitacle', 'Beaucoup d’espace et des matériaux de qualité.'],
    ['Assistance', 'Systèmes de sécurité modernes de série.'],
  ],
  it: [
    ['Design', 'Linee pulite e un look deciso.'],
    ['Abitacolo', 'Tanto spazio e materiali di qualità.'],
    ['Assistenza', 'Sistemi di sicurezza moderni di serie.'],
  ],
  en: [
    ['Design', 'Clean lines and a confident stance.'],
    ['Interior', 'Plenty of room and quality materials.'],
    ['Assistance', 'Modern safety systems as standard.'],
  ],
  sl: [
    ['Oblikovanje', 'Čiste linije.'],
    ['Notranjost', 'Veliko prostora.'],
    ['Asistenca', 'Serijski varnostni sistemi.'],
  ],
};

/** design → the front, interior → the dashboard, assistance → the rear */
const HIGHLIGHT_VIEWS = [30, 'interior', 210] as const;
const GALLERY_VIEWS = [30, 90, 150, 210, 270, 330, 'interior'] as const;

/** GET model/model-page/{slug}?wholesaler, model/{mipsId} */
export function modelPageRoutes(ctx: SandboxContext): Router {
  const router = Router();
  const { catalog } = ctx;

  router.get('/model/model-page/:slug', (req, res) => {
    const locale = requestLocale(req);
    const model = catalog.modelBySlug(req.params.slug);
    const wholesaler = typeof req.query['wholesaler'] === 'string' ? req.query['wholesaler'] : undefined;
    if (!model || (wholesaler && wholesaler !== model.brand && !MULTI_BRAND_WHOLESALERS.includes(wholesaler as never)))
      throw notFound('No model slug given');
    const entities = catalog.entitiesOf(model);
    const summary = toModel(model, entities[0], ctx.mediaBase);
    res.json(
      modelPageSchema.parse({
        model: summary,
        headline: model.name,
        introText: `${model.name} – ${HIGHLIGHTS[locale][0][1]}`,
        highlights: HIGHLIGHTS[locale].map(([title, text], i) => ({
          title,
          text,
          image: modelImage(entities[0], ctx.mediaBase, HIGHLIGHT_VIEWS[i]),
        })),
        gallery: GALLERY_VIEWS.map((view) => modelImage(entities[0], ctx.mediaBase, view)),
        seo: { title: `${model.name} | ${model.make}`, description: `${model.name}: ${HIGHLIGHTS[locale].map(([t]) => t).join(', ')}` },
        slugLocalizations: Object.fromEntries(LOCALES.map((l) => [l, model.slug])),
      }),
    );
  });

  router.get('/model/:mipsId', (req, res) => {
    requestLocale(req);
    const model = catalog.modelByMipsId(req.params.mipsId);
    if (!model) throw notFound('Unknown model');
    res.json(modelSchema.parse(toModel(model, catalog.entitiesOf(model)[0], ctx.mediaBase)));
  });

  return router;
}
