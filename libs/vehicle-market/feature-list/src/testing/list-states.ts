// Stories only: the dealer's vehicle list as the sandbox answers it (the recorded search criteria, count and first
// page, libs/shared/testing-msw), answered per request as the sandbox would: the filter tags and the count of the
// chosen conditions, a page of vehicles of a given total.
import type { FilterTag, SearchCriteriaResponse, Vehicle, VehicleFilter, VehicleListResponse } from '@carweb/api-contracts';
import { INDEX_FOLLOW } from '@carweb/platform-routing';
import { answer, recordedAnswer } from '@carweb/shared-testing-msw';

export const LIST = 'core/*/list';
export const COUNT = 'core/*/list/count';
export const CRITERIA = 'core/*/filter/search-criteria';

const localeOf = (url: URL) => url.searchParams.get('locale') ?? 'de';
const requestFilter = (url: URL): VehicleFilter => JSON.parse(url.searchParams.get('filter') ?? '{}');
const criteriaIn = (locale: string) => recordedAnswer<SearchCriteriaResponse>('core/filter/search-criteria', locale);

/** The list page at `/{search}` (page type vehicleListPage), below the story dealer. */
export const listPage = (search = '') => ({
  route: { url: `/${search}`, handle: { pageType: 'vehicleListPage', robots: INDEX_FOLLOW } },
});

/** The recorded search criteria with the filter tags of the request (one per chosen code, named as the sandbox names it). */
export function criteriaAnswer(url: URL): SearchCriteriaResponse {
  const criteria = criteriaIn(localeOf(url));
  const names = new Map(
    criteria.filter.flatMap((entry) => entry.values.flatMap((value) => ('id' in value ? [[value.id, value.name]] : []))),
  );
  const filter = requestFilter(url) as Record<string, unknown>;
  const filterTags: FilterTag[] = ['cond', 'fuel', 'body', 'trans', 'drive'].flatMap((category) =>
    ((filter[category] as string[] | undefined) ?? []).map((id) => ({
      category: category as FilterTag['category'],
      id,
      name: names.get(id) ?? id,
    })),
  );
  if (filter['make']) filterTags.unshift({ category: 'model', id: String(filter['make']), name: String(filter['make']) });
  return { ...criteria, filterTags };
}

/** The count of the chosen conditions as the criteria list them, else all of the dealer's vehicles. */
export function countOf(url: URL): number {
  const criteria = criteriaIn(localeOf(url));
  const chosen = (requestFilter(url) as { cond?: string[] }).cond ?? [];
  const counts = criteria.filter.find((entry) => entry.identifier === 'cond')?.values ?? [];
  return chosen.length
    ? counts.reduce((sum, value) => sum + ('id' in value && chosen.includes(value.id) ? (value.count ?? 0) : 0), 0)
    : criteria.totalMatches;
}

/** `count` vehicles from the `first` on: the recorded ones, repeated under new ids past the recording's end. */
export function storyVehicles(count: number, first = 0): Vehicle[] {
  const recorded = recordedAnswer<VehicleListResponse>('core/list').vehicles;
  return Array.from({ length: count }, (_, offset) => {
    const index = first + offset;
    const vehicle = recorded[index % recorded.length] as Vehicle;
    return index < recorded.length ? vehicle : { ...vehicle, id: 200000 + index, slug: `${vehicle.slug}-${index}` };
  });
}

/** A list answer of `total` vehicles (default: as many as the count says for the request), the page of the request. */
export const listAnswer =
  (total?: number) =>
  (url: URL): VehicleListResponse => {
    const matches = total ?? countOf(url);
    const { page = 1, limit = 24 } = requestFilter(url);
    const vehicles = storyVehicles(Math.max(0, Math.min(limit, matches - (page - 1) * limit)), (page - 1) * limit);
    return { vehicles, totalMatches: matches, currentPage: page, error: false };
  };

/** The list's calls answered per request (a story's own handlers come first). */
export const listHandlers = () => [
  answer(CRITERIA, criteriaAnswer),
  answer(COUNT, (url) => ({ count: countOf(url) })),
  answer(LIST, listAnswer()),
];
