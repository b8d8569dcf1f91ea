import { describe, expect, it } from 'vitest';
import { zeekrModelChoices } from './zeekr-models';

const content = [
  { id: 'ZE00803', name: 'Zeekr 001', slug: '001', tagline: 'Elektrisch. Präzise.' },
  { id: 'ZE00899', name: 'Zeekr 009', slug: '009', tagline: 'Bald.' },
  { id: 'ZE00801', name: 'Zeekr X', slug: 'x', tagline: 'Elektrisch. Präzise.' },
];
const range = [
  { mipsId: 'ZE00801', id: 801 },
  { mipsId: 'ZE00802', id: 802 },
  { mipsId: 'ZE00803', id: 803 },
];

describe('the Zeekr models of the test drive', () => {
  it("the content service's models in its order, each with the model service's id (matched by mipsId)", () => {
    expect(zeekrModelChoices(content, range)).toEqual([
      { modelId: 803, slug: '001', name: 'Zeekr 001', tagline: 'Elektrisch. Präzise.' },
      { modelId: 801, slug: 'x', name: 'Zeekr X', tagline: 'Elektrisch. Präzise.' },
    ]);
  });

  it('none without a model range to name them by', () => {
    expect(zeekrModelChoices(content, [])).toEqual([]);
  });
});
