import type { SearchCriteriaResponse, SearchFilter } from '@carweb/api-contracts';
import type { FilterOption, RangeStep, TopSelectionOption } from '@carweb/vehicle-market-ui-filter-inputs';

type Value = SearchFilter['values'][number];
type IdValue = Extract<Value, { id: string }>;
type StepValue = Extract<Value, { value: number }>;

const isIdValue = (value: Value): value is IdValue => 'id' in value;
const isStepValue = (value: Value): value is StepValue => 'value' in value;

export const optionsOf = (filter: SearchFilter): FilterOption[] =>
  filter.values.filter(isIdValue).map((value) => ({ id: value.id, label: value.name, count: value.count }));

export const topSelectionOptionsOf = (filter: SearchFilter): TopSelectionOption[] =>
  filter.values.filter(isIdValue).map((value) => ({
    id: value.id,
    label: value.name,
    count: value.count,
    children: value.children?.map((child) => ({ id: child.id, label: child.name, count: child.count })),
  }));

export const colorsOf = (filter: SearchFilter): Record<string, string | undefined> =>
  Object.fromEntries(filter.values.filter(isIdValue).map((value) => [value.id, value.hex]));

export const stepsOf = (filter: SearchFilter | undefined): RangeStep[] =>
  (filter?.values ?? []).filter(isStepValue).map((value) => ({ value: value.value, label: value.label }));

/** The criteria entry of a filter name, if the backend sent it. */
export const criteriaEntry = (criteria: SearchCriteriaResponse | undefined, identifier: SearchFilter['identifier']) =>
  criteria?.filter.find((entry) => entry.identifier === identifier);

/**
 * The search criteria as the list page reads them: what the list keeps in its query cache (and so in the
 * server HTML) instead of the whole answer. Only copies and values no component reads are left out:
 * - the `sorting` filter group, a copy of the answer's `sorting` list (the sort select reads that; the
 *   panel never shows the group, see COMPOSED in FilterControls);
 * - the counts of range steps: the range inputs show a step's value and label only (stepsOf);
 * - the steps of `priceBuy` when `price_steps` is there: a copy of them (the price tab takes price_steps'
 *   steps, priceBuy gives the group its legend; PriceFilter).
 * The answer's shape stays SearchCriteriaResponse.
 */
export function listPageCriteria(criteria: SearchCriteriaResponse): SearchCriteriaResponse {
  const priceSteps = criteria.filter.some((entry) => entry.identifier === 'price_steps');
  return {
    ...criteria,
    filter: criteria.filter
      .filter((entry) => entry.identifier !== 'sorting')
      .map((entry) => ({
        ...entry,
        values:
          entry.identifier === 'priceBuy' && priceSteps
            ? []
            : entry.values.map((value) => (isStepValue(value) ? { value: value.value, label: value.label } : value)),
      })),
  };
}
