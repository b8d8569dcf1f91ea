export type { FilterOption, RangeStep, RangeValue } from './filter-inputs/types';
export { FilterGroup, type FilterGroupProps } from './filter-inputs/FilterGroup';
export { CheckboxList, CheckboxIconList, CheckboxColorList, CheckboxEfficiencyList } from './filter-inputs/CheckboxList';
export {
  CheckboxListWithTopSelection,
  type CheckboxListWithTopSelectionProps,
  type TopSelectionOption,
} from './filter-inputs/CheckboxListWithTopSelection';
export { RangeInput, parseAmount, type RangeInputProps } from './filter-inputs/RangeInput';
export { RangeSelect, type RangeSelectProps } from './filter-inputs/RangeSelect';
export { RangeSelectTabs, type RangeSelectTab, type RangeSelectTabsProps } from './filter-inputs/RangeSelectTabs';
export { LocationInput, type LocationInputProps, type LocationSuggestion } from './filter-inputs/LocationInput';
export { TagsInput, type TagsInputProps } from './filter-inputs/TagsInput';
export { SingleCheckbox, type SingleCheckboxProps } from './filter-inputs/SingleCheckbox';
export { SearchText, type SearchTextProps } from './filter-inputs/SearchText';
export { bodyIcon } from './filter-inputs/body-icons';
export { FilterTags, type FilterTagItem, type FilterTagsProps } from './filter-tags/FilterTags';
export { VehicleTags, type VehicleTag, type VehicleTagTone } from './vehicle-tags/VehicleTags';
export { EfficiencyLabel, EFFICIENCY_COLORS } from './efficiency/EfficiencyLabel';
