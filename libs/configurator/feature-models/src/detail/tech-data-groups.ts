import type { SpecTableGroup } from '@carweb/shared-ui';
import type { ModelTechData } from '../model-detail-queries';

/**
 * The technical data per variant (tech-data): one column per variant, one row per item, grouped as the model service
 * groups them. An item a variant does not list shows a dash.
 */
export function techDataGroups(entities: ModelTechData['entities']): SpecTableGroup[] {
  const groups = new Map<string, { title: string; labels: string[] }>();
  for (const entity of entities) {
    for (const group of entity.groups) {
      const known = groups.get(group.id) ?? { title: group.name, labels: [] };
      for (const item of group.items) if (!known.labels.includes(item.label)) known.labels.push(item.label);
      groups.set(group.id, known);
    }
  }
  return [...groups].map(([id, group]) => ({
    id,
    title: group.title,
    rows: group.labels.map((label) => ({
      label,
      values: entities.map(
        (entity) => entity.groups.find((candidate) => candidate.id === id)?.items.find((item) => item.label === label)?.value ?? '–',
      ),
    })),
  }));
}
