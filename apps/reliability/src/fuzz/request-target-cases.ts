// Request targets a browser never sends but a client or a proxy may (decision 0044): a path that starts with `//` or a
// backslash and names no host a URL can hold (`//[]?x` once threw "Invalid URL": 500), an escaped slash, the
// absolute-form of a proxy request and the authority and asterisk forms. Never a 5xx; each gets its answer.
import fc from 'fast-check';
import type { PathCase } from './dealer-answers';
import { junkSegment, queryString } from './url-parts';

/** first segments that are no host: brackets, NUL, a port, user info, an IPv6 fragment */
const HOSTLESS = ['[]', '%00', '[::1', 'a@b', ':80', '%5B%5D', 'localhost', '..'];

const collapsed = (path: string) => `/${path.replace(/^[/\\]+/, '')}`;
/** the path a browser reads from the Location header */
const locationPath = (location: string) => new URL(location, 'http://site.test').pathname;

export function requestTargetCases(valid: fc.Arbitrary<{ path: string; expect: PathCase['expect'] }>): fc.Arbitrary<PathCase> {
  const leading = fc.constantFrom('//', '///', '/\\', '\\\\', '\\/');
  const slashes = fc
    .tuple(
      leading,
      fc.oneof(
        fc.constantFrom(...HOSTLESS),
        junkSegment,
        valid.map((c) => c.path.slice(1)),
      ),
      queryString,
    )
    .map(([lead, rest, query]) => {
      const url = `${lead}${rest}${query}`;
      // Node's HTTP parser refuses a target that does not start with a slash before the site sees it
      if (lead.startsWith('\\')) return { url, expect: { rule: 'target starting with a backslash: 400', status: [400] } };
      const location = locationPath(collapsed(`${lead}${rest}`));
      return {
        url,
        expect: { rule: 'leading // or /\\: 301 to one slash', status: [301], location: { path: location, match: 'exact' as const } },
      };
    });
  const escapedSlash = fc.tuple(valid, queryString).map(([c, query]) => ({
    url: `/%2F${c.path.slice(1)}${query}`,
    expect: { rule: 'escaped leading slash: any 3xx/4xx', status: [301, 302, 400, 404] },
  }));
  const absolute = fc
    .tuple(fc.constantFrom('http://evil.example', 'https://site.test:443', 'http://[::1]'), valid, queryString)
    .map(([authority, c, query]) => ({ url: `${authority}${c.path}${query}`, expect: c.expect }));
  const unusual = fc.constantFrom('site.test:443', '*', 'evil.example', '?x=1').map((url) => ({
    url,
    expect: { rule: 'authority or asterisk form: 400', status: [400] },
  }));
  return fc.oneof(
    { weight: 4, arbitrary: slashes },
    { weight: 2, arbitrary: escapedSlash },
    { weight: 3, arbitrary: absolute },
    { weight: 1, arbitrary: unusual },
  );
}
