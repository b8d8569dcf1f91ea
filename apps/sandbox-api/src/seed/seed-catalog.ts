import type { ContentSeeder } from './content-seeder';
import { configuratorCatalog } from '../domain/configurator';
import { must } from '../domain/must';

/** Model range and configurator entities (catalog_entries kind 'model' and 'entity'). */
export const seedCatalog: ContentSeeder = (db) => {
  const insert = db.prepare('INSERT INTO catalog_entries (kind, key, brand, position, data) VALUES (?, ?, ?, ?, ?)');
  const { models, entities } = configuratorCatalog();
  models.forEach((model, position) => {
    insert.run('model', model.slug, model.brand, position, JSON.stringify(model));
    for (const entityId of model.entityIds) {
      const entity = must(
        entities.find((e) => e.entityId === entityId),
        `entity ${entityId}`,
      );
      insert.run('entity', String(entityId), model.brand, position, JSON.stringify(entity));
    }
  });
};
