import type { SearchCriteriaResponse, VehicleFilter } from '@carweb/api-contracts';
import type { ArrayParameter, MarketFilter } from './market-filter';

type CodeParameter = Exclude<ArrayParameter, 'dealerId'>;

/** A restriction a list page brings with it (from its route, never from the URL): codes per array parameter. */
export type ListPreset = Partial<Record<CodeParameter, readonly string[]>>;

/**
 * The vehicle lists behind the menu entries of SPEC §2: approved vehicles are the young-used
 * programme (SPEC §9, quality tag), subscription vehicles those with subscription data (buying tag).
 */
export const LIST_PRESETS = {
  approved: { qualitytags: ['youngUsedProgramme'] },
  subscription: { buyingtags: ['subscription'] },
} as const satisfies Record<string, ListPreset>;
export type ListPresetName = keyof typeof LIST_PRESETS;

const owns = (preset: ListPreset | undefined, name: string) => preset !== undefined && name in preset;

/**
 * The page owns the preset's parameters: the backend ORs the codes of one tag parameter, so a
 * visitor's code next to the preset's would widen the list. The request carries the preset's codes only.
 */
export function withPreset(request: VehicleFilter, preset: ListPreset | undefined): VehicleFilter {
  return preset ? ({ ...request, ...preset } as VehicleFilter) : request;
}

/** The visitor's filter on a preset page: without the parameters the page owns (they are not the visitor's). */
export function withoutPresetParameters(filter: MarketFilter, preset: ListPreset | undefined): MarketFilter {
  if (!preset) return filter;
  return Object.fromEntries(Object.entries(filter).filter(([name]) => !owns(preset, name))) as MarketFilter;
}

/** What a preset page offers: neither a filter group nor a removable filter tag for the parameters it owns. */
export function withoutPresetCriteria(criteria: SearchCriteriaResponse, preset: ListPreset | undefined): SearchCriteriaResponse {
  if (!preset) return criteria;
  return {
    ...criteria,
    filter: criteria.filter.filter((group) => !owns(preset, group.identifier) && !group.urlParameters.some((name) => owns(preset, name))),
    filterTags: criteria.filterTags.filter((tag) => !owns(preset, tag.category)),
  };
}
