import type { ActiveModelFilter, BrandConfiguration, Model } from '@carweb/api-contracts';

/** One chosen filter of the model range (SPEC §3 active filter entry {value, field, level}). */
export type ModelFilterEntry = ActiveModelFilter[number];

/** A filter group of the brand configuration with its level: its place in `brandConfiguration.filter`, from 1. */
export interface ModelFilterGroup {
  field: string;
  level: number;
  items: { value: string; label: string }[];
}

const sameEntry = (a: ModelFilterEntry) => (b: ModelFilterEntry) => a.field === b.field && a.value === b.value;

/** The brand configuration's filter groups that offer something, each with its level. */
export function modelFilterGroups(config: BrandConfiguration): ModelFilterGroup[] {
  return config.filter.map((group, index) => ({ ...group, level: index + 1 })).filter((group) => group.items.length > 0);
}

/**
 * SPEC §4 model range filter toggling: with none set, the chosen one becomes the only one; choosing
 * an active one removes it, and removing a first-level filter clears all; otherwise it is added.
 */
export function toggleModelFilter(active: ActiveModelFilter, chosen: ModelFilterEntry): ActiveModelFilter {
  if (active.length === 0) return [chosen];
  const current = active.find(sameEntry(chosen));
  if (!current) return [...active, chosen];
  if (current.level === 1) return [];
  return active.filter((entry) => !sameEntry(chosen)(entry));
}

/**
 * The active filter of a URL: one search parameter per group field, repeated per value
 * (`?fuel=electric&fuel=hybrid&body=suv`). Fields and values the brand configuration does not offer
 * are dropped; the result is in the configuration's order, so one filter has one URL.
 */
export function parseModelFilter(params: URLSearchParams, config: BrandConfiguration): ActiveModelFilter {
  return modelFilterGroups(config).flatMap((group) => {
    const chosen = new Set(params.getAll(group.field));
    return group.items
      .filter((item) => chosen.has(item.value))
      .map((item) => ({ value: item.value, field: group.field, level: group.level }));
  });
}

/** The active filter as query string ('' without filter, else '?…'), in the configuration's order. */
export function modelFilterSearch(active: ActiveModelFilter, config: BrandConfiguration): string {
  const params = new URLSearchParams();
  for (const entry of parseModelFilter(searchOf(active), config)) params.append(entry.field, entry.value);
  const search = params.toString();
  return search ? `?${search}` : '';
}

function searchOf(active: ActiveModelFilter): URLSearchParams {
  return new URLSearchParams(active.map((entry) => [entry.field, entry.value]));
}

export const isActiveFilter = (active: ActiveModelFilter, entry: ModelFilterEntry) => active.some(sameEntry(entry));

/** A model passes when, for every field with chosen values, its filter values hold one of them (or within a group, and across groups). */
export function matchesModelFilter(model: Pick<Model, 'filter'>, active: ActiveModelFilter): boolean {
  const byField = new Map<string, string[]>();
  for (const entry of active) byField.set(entry.field, [...(byField.get(entry.field) ?? []), entry.value]);
  return [...byField].every(([field, values]) => values.some((value) => model.filter[field]?.includes(value)));
}
