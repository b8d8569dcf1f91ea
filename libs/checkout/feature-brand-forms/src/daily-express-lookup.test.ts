import { describe, expect, it } from 'vitest';
import { zipQueryOf } from './daily-express-lookup';

const query = (search: string) => zipQueryOf(new URLSearchParams(search));

describe('the daily-express lookup question (?zip=)', () => {
  it('nothing asked yet without the parameter', () => {
    expect(query('')).toEqual({ kind: 'none' });
  });

  it('a Swiss postcode, spaces dropped', () => {
    expect(query('zip=8001')).toEqual({ kind: 'zip', zip: '8001' });
    expect(query('zip=+80+01+')).toEqual({ kind: 'zip', zip: '8001' });
  });

  it("an empty one is 'required', anything else 'invalid' (SPEC §5), what was typed kept", () => {
    expect(query('zip=')).toEqual({ kind: 'error', error: 'required', typed: '' });
    expect(query('zip=0800')).toEqual({ kind: 'error', error: 'invalid', typed: '0800' });
    expect(query('zip=80011')).toEqual({ kind: 'error', error: 'invalid', typed: '80011' });
    expect(query('zip=Z%C3%BCrich')).toEqual({ kind: 'error', error: 'invalid', typed: 'Zürich' });
  });
});
