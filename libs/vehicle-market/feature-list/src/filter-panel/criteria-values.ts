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
