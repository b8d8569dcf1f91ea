import { describe, expect, it } from 'vitest';
import { scriptJson } from './create-routes';

describe('scriptJson', () => {
  it('cannot close the script tag it is written into', () => {
    const json = scriptJson({ text: '</script><script>alert(1)</script>', sep: '\u2028' });
    expect(json).not.toContain('</script>');
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json)).toEqual({ text: '</script><script>alert(1)</script>', sep: '\u2028' });
  });

  it('escapes every `<` and line separator, and leaves the rest as JSON.stringify writes it', () => {
    const value = { html: '<p>a</p><br/>', seps: '\u2028x\u2029\u2028', plain: 'Zürich "quoted" \\ \u00e9' };
    expect(scriptJson(value)).toBe(
      JSON.stringify(value)
        .replace(/</g, '\\u003c')
        .replace(/\u2028/g, '\\u2028')
        .replace(/\u2029/g, '\\u2029'),
    );
    expect(scriptJson({ plain: 'ohne' })).toBe('{"plain":"ohne"}');
  });
});
