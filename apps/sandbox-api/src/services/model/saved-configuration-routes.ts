import { Router } from 'express';
import { configurationSavePayloadSchema, savedConfigurationSchema } from '@carweb/api-contracts';
import type { SandboxContext } from '../../context';
import { HttpError, notFound } from '../../http/errors';
import { parseWith, requestLocale } from '../../http/request';
import { simplePdf } from '../../media/simple-pdf';
import { configurationProblems } from '../../domain/configuration-price';
import { configurationSummary } from './configuration-summary';
import type { SavedConfigurations } from './saved-configurations';
import { must } from '../../domain/must';

/** POST configurator/save-configuration; GET configurator/saved-configuration/{code}, configurator/pdf/{code} */
export function savedConfigurationRoutes(ctx: SandboxContext, saved: SavedConfigurations): Router {
  const router = Router();

  router.post('/configurator/save-configuration', (req, res) => {
    requestLocale(req);
    const payload = parseWith(configurationSavePayloadSchema, req.body);
    const entity = ctx.catalog.entity(payload.entityId);
    if (!entity)
      throw new HttpError(400, { success: false, error: 'validation', message: 'Unknown entity', fieldErrors: { entityId: ['invalid'] } });
    const problems = configurationProblems(entity, payload.items);
    if (problems.length) {
      const fieldErrors: Record<string, string[]> = {};
      for (const problem of problems) (fieldErrors[problem.field] ??= []).push('invalid');
      throw new HttpError(400, { success: false, error: 'validation', message: problems[0].message, fieldErrors });
    }
    res.json(savedConfigurationSchema.parse(saved.save(entity.entityId, payload.items)));
  });

  router.get('/configurator/saved-configuration/:configurationCode', (req, res) => {
    requestLocale(req);
    const configuration = saved.get(req.params.configurationCode);
    if (!configuration) throw notFound('Unknown configuration');
    res.json(savedConfigurationSchema.parse(configuration));
  });

  router.get('/configurator/pdf/:configurationCode', (req, res) => {
    const locale = requestLocale(req);
    const configuration = saved.get(req.params.configurationCode);
    if (!configuration) throw notFound('Unknown configuration');
    const entity = must(ctx.catalog.entity(configuration.entityId), 'entity');
    const model = must(ctx.catalog.modelById(entity.modelId), 'model');
    const pdf = simplePdf(configurationSummary(model, entity, configuration, locale));
    res.type('application/pdf').set('Content-Disposition', `inline; filename="${configuration.configurationCode}.pdf"`).send(pdf);
  });

  return router;
}
