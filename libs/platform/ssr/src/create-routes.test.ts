import { describe, expect, it } from 'vitest';
import { scriptJson } from './create-routes';

describe('scriptJson', () => {
  it('cannot close the script tag it is written into', () => {
    const json = scriptJson({ text: '</script><script>alert(1)</script>', sep: '\u2028' });
    expect(json).not.toContain('</script>');
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json)).toEqual({ text: '</script><script>alert(1)</script>', sep: '\u2028' });
  });
});
