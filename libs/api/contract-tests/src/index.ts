export { type SpecCall, OPERATION_FETCHERS, SPEC_CALLS } from './spec-calls';
export { SPEC_SECTION_7 } from './spec-section-7';
