import { describe, expect, it } from 'vitest';
import { modelRangeResponse } from '@carweb/shared-testing';
import { homeCampaigns, homeModelCategories } from './corporate-home-queries';
import { campaignFixture } from './testing/corporate-home-fixtures';

describe('the home’s campaigns (SPEC §9: 4)', () => {
  const campaigns = ['a', 'b', 'c', 'd', 'e'].map((id) => campaignFixture(id));

  it('the newest four, the hero’s key campaign left out', () => {
    expect(homeCampaigns(campaigns, campaigns[1]).map((c) => c.id)).toEqual(['a', 'c', 'd', 'e']);
  });

  it('the newest four when the key campaign is not among them, or there is none', () => {
    expect(homeCampaigns(campaigns, campaignFixture('z')).map((c) => c.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(homeCampaigns(campaigns, null).map((c) => c.id)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('the home’s model categories', () => {
  const range = modelRangeResponse();
  const slugs = range.models.map((model) => model.slug);

  it('in the content’s order, each with the models of the brand’s range (those have model pages)', () => {
    const [first, second] = slugs;
    const categories = [
      { id: 'b', name: 'B', order: 2, modelSlugs: [second, 'not-in-range'] },
      { id: 'a', name: 'A', order: 1, modelSlugs: [first, first] },
    ];
    expect(homeModelCategories(categories, range).map((c) => [c.id, c.models.map((m) => m.slug)])).toEqual([
      ['a', [first]],
      ['b', [second]],
    ]);
  });

  it('a category without a model of the range is left out', () => {
    expect(homeModelCategories([{ id: 'x', name: 'X', order: 0, modelSlugs: ['concept-car'] }], range)).toEqual([]);
  });
});
