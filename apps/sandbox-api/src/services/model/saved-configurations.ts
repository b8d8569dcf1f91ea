import type Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import type { SavedConfiguration } from '@carweb/api-contracts';
import type { CatalogRepository } from './catalog-repository';
import { must } from '../../domain/must';
import { priceConfiguration } from '../../domain/configuration-price';

interface Row {
  configuration_code: string;
  entity_id: number;
  items: string;
  created_at: string;
}

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Saved configurator configurations (runtime table, survives re-seeding). */
export function savedConfigurations(db: Database.Database, catalog: CatalogRepository, modelBase: string, now: () => Date) {
  const insert = db.prepare('INSERT INTO saved_configurations (configuration_code, entity_id, items, created_at) VALUES (?, ?, ?, ?)');
  const select = db.prepare('SELECT * FROM saved_configurations WHERE configuration_code = ?');

  const toSaved = (row: Row): SavedConfiguration | null => {
    const entity = catalog.entity(row.entity_id);
    if (!entity) return null;
    const items = JSON.parse(row.items) as string[];
    return {
      configurationCode: row.configuration_code,
      entityId: entity.entityId,
      entitySlug: entity.entitySlug,
      modelSlug: must(catalog.modelById(entity.modelId), 'model').slug,
      items,
      price: priceConfiguration(entity, items).price,
      createdAt: row.created_at,
      pdfUrl: `${modelBase}/configurator/pdf/${row.configuration_code}`,
    };
  };

  return {
    save(entityId: number, items: string[]): SavedConfiguration {
      const code = Array.from(randomBytes(8), (b) => ALPHABET[b % ALPHABET.length]).join('');
      insert.run(code, entityId, JSON.stringify(items), now().toISOString());
      return must(toSaved(select.get(code) as Row), 'saved configuration');
    },
    get: (code: string) => {
      const row = select.get(code.toUpperCase()) as Row | undefined;
      return row ? toSaved(row) : null;
    },
  };
}

export type SavedConfigurations = ReturnType<typeof savedConfigurations>;
