import { describe, expect, it } from 'vitest';
import type { SearchCriteriaResponse } from '@carweb/api-contracts';
import { LIST_PRESETS, withoutPresetCriteria, withoutPresetParameters, withPreset } from './list-presets';

describe('list presets (approved and subscription vehicles)', () => {
  it('the request carries the preset’s codes for the parameters it owns, the visitor’s other filters as they are', () => {
    expect(withPreset({ fuel: ['electric'], page: 2 }, LIST_PRESETS.approved)).toEqual({
      fuel: ['electric'],
      page: 2,
      qualitytags: ['youngUsedProgramme'],
    });
    // tag codes are ORed by the backend: a visitor's code next to the preset's would widen the list
    expect(withPreset({ qualitytags: ['warranty'] }, LIST_PRESETS.approved)).toEqual({ qualitytags: ['youngUsedProgramme'] });
    expect(withPreset({ buyingtags: ['leasing'], qualitytags: ['warranty'] }, LIST_PRESETS.subscription)).toEqual({
      buyingtags: ['subscription'],
      qualitytags: ['warranty'],
    });
    expect(withPreset({ fuel: ['x'] }, undefined)).toEqual({ fuel: ['x'] });
  });

  it('a preset parameter in the URL is not the visitor’s filter', () => {
    expect(withoutPresetParameters({ qualitytags: ['warranty'], fuel: ['electric'] }, LIST_PRESETS.approved)).toEqual({
      fuel: ['electric'],
    });
    expect(withoutPresetParameters({ qualitytags: ['warranty'] }, undefined)).toEqual({ qualitytags: ['warranty'] });
  });

  it('no filter group and no removable tag for what the page owns; the rest stays', () => {
    const group = (identifier: 'qualitytags' | 'fuel') => ({
      identifier,
      inputType: 'tags' as const,
      label: identifier,
      urlParameters: [identifier],
      values: [],
    });
    const criteria: SearchCriteriaResponse = {
      sorting: [],
      filter: [group('qualitytags'), group('fuel')],
      filterTags: [
        { category: 'qualitytags', id: 'youngUsedProgramme', name: 'Junge Occasion' },
        { category: 'fuel', id: 'electric', name: 'Elektro' },
      ],
      totalMatches: 2,
    };
    const offered = withoutPresetCriteria(criteria, LIST_PRESETS.approved);
    expect(offered.filter.map((g) => g.identifier)).toEqual(['fuel']);
    expect(offered.filterTags.map((tag) => tag.id)).toEqual(['electric']);
    expect(withoutPresetCriteria(criteria, LIST_PRESETS.subscription)).toEqual(criteria);
  });
});
