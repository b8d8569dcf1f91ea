import type Database from 'better-sqlite3';
import type { EntityRecord, ModelRecord } from '../../domain/configurator';
import { must } from '../../domain/must';

/** Seeded model range and configurator entities; read once, they never change while running. */
export function catalogRepository(db: Database.Database) {
  let loaded: { models: ModelRecord[]; entities: Map<number, EntityRecord> } | null = null;
  const load = () => {
    if (!loaded) {
      const rows = (kind: string) =>
        (db.prepare('SELECT data FROM catalog_entries WHERE kind = ? ORDER BY position, key').all(kind) as { data: string }[]).map((r) =>
          JSON.parse(r.data),
        );
      loaded = {
        models: rows('model') as ModelRecord[],
        entities: new Map((rows('entity') as EntityRecord[]).map((e) => [e.entityId, e])),
      };
    }
    return loaded;
  };
  return {
    models: (brand?: string) => load().models.filter((m) => !brand || m.brand === brand),
    modelBySlug: (slug: string) => load().models.find((m) => m.slug === slug || m.modelCode === slug.toUpperCase()),
    modelById: (id: number) => load().models.find((m) => m.id === id),
    modelByMipsId: (mipsId: string) => load().models.find((m) => m.mipsId === mipsId),
    entity: (entityId: number) => load().entities.get(entityId),
    entitiesOf: (model: ModelRecord) => model.entityIds.map((id) => must(load().entities.get(id), `entity ${id}`)),
  };
}

export type CatalogRepository = ReturnType<typeof catalogRepository>;
