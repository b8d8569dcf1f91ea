// Generated requests with the answer the routing rules give them (SPEC §2, docs/routes/<brand>.md): each case is
// built from a rule, so its expected status and redirect target come with it.
import fc from 'fast-check';
import { dealerPageAnswer, ok, redirect, unknownSlug, type PathCase } from './dealer-answers';
import { requestTargetCases } from './request-target-cases';
import type { SiteData } from './site-data';
import { encodePath, type SiteMap } from './site-map';
import { BROKEN_ESCAPES, junkSegment, junkWord, queryString } from './url-parts';

export type { Expect } from './dealer-answers';

export function pathCases(map: SiteMap, data: SiteData): fc.Arbitrary<PathCase> {
  const { locales, prefix } = map;
  const first = locales[0] ?? 'de';
  const dealerPages = map.table.rows
    .filter((row) => row.paths[first]?.some((p) => p.includes(':dealerSlug') && !p.endsWith('*')))
    .map((row) => row.page);
  const sitePages = map.table.rows
    .filter((row) => row.paths[first]?.every((p) => !p.includes(':') && !p.includes('*')))
    .map((row) => row.page);
  const bareFirst = new Set(Object.values(prefix));
  const reserved = new Set(['api', 'assets', 'healthz', 'readyz', 'internal', ...locales, ...bareFirst]);
  const dealerFirst = new Set(
    [...map.table.rows.flatMap((row) => Object.values(row.paths).flat()), ...map.table.aliases].map((p) =>
      decodeURIComponent(p.split('/:dealerSlug/')[1]?.split('/')[0] ?? ''),
    ),
  );
  const dealerSlugs = new Set(data.dealers.map((d) => d.slug));
  const decoded = (segment: string) => decodeURIComponent(segment);

  const root = fc.constant({ path: '/', expect: redirect('root: redirect to dealer search', 302, map.table.rootRedirect) });
  const site = fc.tuple(fc.constantFrom(...sitePages), fc.constantFrom(...locales)).map(([page, locale]) => {
    const path = map.sitePath(page, locale);
    const notFound = map.rowOf(page).pageType === 'notFoundPage';
    return { path: encodePath(path), expect: notFound ? { rule: 'not-found page', status: [404] } : ok(`site page ${page}`) };
  });
  const brandDetail = fc
    .tuple(fc.constantFrom(...locales), fc.option(fc.constantFrom(...data.vehicleSlugs), { nil: undefined }), unknownSlug)
    .map(([locale, real, unknown]) => {
      const list = map.sitePath('vehicle-market-brand-list', locale);
      if (real) return { path: encodePath(`${list}/${real}`), expect: ok('vehicle detail') };
      const target = map.sitePath('vehicle-market-brand-not-available', locale);
      return {
        path: encodePath(`${list}/${unknown.slug}`),
        expect: {
          rule: 'vehicle detail failure: 301 with vehicleId',
          status: [301],
          location: { path: encodePath(target), match: 'exact' as const, vehicleId: unknown.id },
        },
      };
    });
  const localeJunk = fc
    .tuple(fc.constantFrom(...locales), junkSegment, fc.array(junkSegment, { maxLength: 2 }))
    .filter(([, segment]) => !map.knownFirst.has(decoded(segment)))
    .map(([locale, segment, rest]) => ({
      path: ['', locale, segment, ...rest].join('/'),
      expect: { rule: 'language catch-all: 404', status: [404] },
    }));
  const topJunk = fc
    .tuple(junkSegment, fc.array(junkSegment, { maxLength: 2 }))
    .filter(([segment]) => !reserved.has(decoded(segment)))
    .map(([segment, rest]) => {
      const path = ['', segment, ...rest].join('/');
      return {
        path,
        expect: {
          rule: 'unmatched path: 302 to the first language',
          status: [302],
          location: { path: `/${first}${path}`, match: 'exact' as const, keepQuery: true },
        },
      };
    });
  const unknownDealer = fc
    .tuple(fc.constantFrom(...locales), junkWord(30), fc.constantFrom(...dealerPages))
    .filter(([, slug]) => !dealerSlugs.has(slug) && slug !== '404')
    .map(([locale, slug, page]) => ({
      path: encodePath(`/${locale}/${prefix[locale]}/${slug}${map.dealerSuffix(page, locale).replace(/:\w+/g, 'x-1')}`),
      expect: redirect('dealer fails to load: root redirect', 302, map.table.rootRedirect),
    }));
  const dealerPath = fc
    .record({
      dealer: fc.constantFrom(...data.dealers),
      page: fc.constantFrom(...dealerPages),
      locale: fc.constantFrom(...locales),
      bare: fc.boolean(),
      slug: fc.oneof(unknownSlug, fc.constant({ slug: '', id: '' })),
      junk: fc.option(junkSegment, { freq: 6, nil: undefined }),
    })
    .map(({ dealer, page, locale, bare, slug, junk }) => {
      const single = dealer.locales.length === 1;
      const own = single ? (dealer.locales[0] ?? first) : dealer.defaultLocale;
      // a one-language dealer lives at its bare base; a bare path with another language's prefix is not generated
      const lang = single && bare ? own : locale;
      const sub =
        page.startsWith('sub-dealer') && !slug.slug && dealer.subDealerSlugs[0]
          ? { slug: dealer.subDealerSlugs[0], id: '' }
          : slug.slug
            ? slug
            : { slug: 'x-91234567', id: '91234567' };
      const base = map.dealerBase(dealer, lang, bare);
      const answer = dealerPageAnswer(map, dealer, page, lang, base, sub);
      const catchAll = junk !== undefined && !dealerFirst.has(decoded(junk));
      const path = catchAll ? `${encodePath(base)}/${junk}` : encodePath(answer.path);
      const served = single ? bare : dealer.locales.includes(lang) && !bare;
      if (served) return { path, expect: catchAll ? { rule: 'dealer catch-all: 404', status: [404] } : answer.expect };
      const home = single
        ? `/${prefix[own]}/${dealer.slug}`
        : `/${bare ? dealer.defaultLocale : dealer.locales[0]}/${prefix[bare ? dealer.defaultLocale : (dealer.locales[0] ?? first)]}/${dealer.slug}`;
      const rule = bare ? 'language missing: 302 to the default language' : 'language not supported: 302 to the first language';
      return { path, expect: redirect(rule, 302, encodePath(home), 'prefix') };
    });
  const valid = fc.oneof(
    { weight: 1, arbitrary: root },
    { weight: 4, arbitrary: site },
    { weight: 2, arbitrary: brandDetail },
    { weight: 3, arbitrary: localeJunk },
    { weight: 2, arbitrary: topJunk },
    { weight: 2, arbitrary: unknownDealer },
    { weight: 14, arbitrary: dealerPath },
  );
  const withQuery = fc.tuple(valid, queryString).map(([c, query]) => ({ url: `${c.path}${query}`, expect: c.expect }));
  const malformed = fc.tuple(valid, fc.nat(), fc.constantFrom(...BROKEN_ESCAPES), queryString).map(([c, at, escape, query]) => {
    const segments = c.path.split('/');
    const index = 1 + (at % Math.max(1, segments.length - 1));
    segments[index] = `${segments[index] ?? ''}${escape}`;
    return { url: `${segments.join('/')}${query}`, expect: { rule: 'undecodable path: 400', status: [400] } };
  });
  const oversized = fc.tuple(fc.constantFrom(...locales), fc.integer({ min: 17_000, max: 40_000 })).map(([locale, length]) => ({
    url: `/${locale}/${'z'.repeat(length)}`,
    expect: { rule: 'URL over the header limit: 414/431', status: [414, 431], resetAllowed: true },
  }));
  return fc.oneof(
    { weight: 16, arbitrary: withQuery },
    { weight: 3, arbitrary: malformed },
    { weight: 1, arbitrary: oversized },
    { weight: 2, arbitrary: requestTargetCases(valid) },
  );
}
