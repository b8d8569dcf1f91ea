// @vitest-environment node
import { createStaticHandler, type RouteObject, type StaticHandlerContext } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { testBrand } from '@carweb/shared-testing';
import type { BrandConfig, Locale } from '@carweb/shared-util-brand';
import { handlerForPath, localeHandlersFor } from './locale-handlers';

const SEGMENTS: Record<string, string> = { de: 'haendler', fr: 'concessionnaire', it: 'concessionario', en: 'dealer', sl: 'prodajalec' };

/** A route table like the site's: pages per language, bare dealer paths, a root page, a redirect and a catch-all. */
function createRoutes(brand: BrandConfig, only: readonly Locale[] = brand.locales): RouteObject[] {
  const locales = brand.locales.filter((locale) => only.includes(locale));
  return [
    {
      id: 'root',
      path: '/',
      children: [
        { id: 'root-redirect', index: true, loader: () => null },
        { id: 'search', path: 'de/haendlersuche', loader: () => null },
        ...locales.flatMap((locale): RouteObject[] => [
          {
            id: `dealer:${locale}`,
            path: `${locale}/${SEGMENTS[locale]}/:dealerSlug`,
            loader: () => null,
            children: [
              { id: `list:${locale}`, path: 'auto-finden', loader: () => null },
              { id: `detail:${locale}`, path: 'auto-finden/:slug', loader: () => null },
            ],
          },
          { id: `bare:${locale}`, path: `${SEGMENTS[locale]}/:dealerSlug`, loader: () => null },
        ]),
        { id: 'unmatched', path: '*', loader: () => null },
      ],
    },
  ];
}

const matchedIds = async (handler: ReturnType<typeof createStaticHandler>, path: string) => {
  const context = (await handler.query(new Request(`http://localhost${path}`))) as StaticHandlerContext;
  return context.matches.map((match) => match.route.id);
};

describe('localeHandlersFor', () => {
  const all = createStaticHandler(createRoutes(testBrand));
  const handlers = localeHandlersFor(testBrand, createRoutes, all);

  it('one handler per language whose table matches that language’s paths as the whole table does', async () => {
    expect([...handlers.keys()]).toEqual(testBrand.locales);
    for (const path of [
      '/de/haendler/zentrum/auto-finden',
      '/de/haendler/zentrum/auto-finden/kia-ev6-1',
      '/de/haendlersuche',
      '/de/gibts-nicht',
      '/de',
      '/fr/concessionnaire/zentrum/auto-finden',
      '/fr/haendler/zentrum/auto-finden',
    ]) {
      const handler = handlerForPath(new URL(path, 'http://x').pathname, all, handlers);
      expect(handler, path).not.toBe(all);
      expect(await matchedIds(handler, path), path).toEqual(await matchedIds(all, path));
    }
  });

  it('a path without a language of its own goes to the whole table', () => {
    for (const path of ['/', '/haendler/zentrum', '/xx/haendler', '/DE/haendler/zentrum'])
      expect(handlerForPath(path, all, handlers)).toBe(all);
    expect(handlerForPath('/de/x', all, undefined)).toBe(all);
  });

  it('no handler for a language whose table would match differently (route ids that depend on the whole table)', () => {
    // ids React Router numbers by position: a smaller table numbers them otherwise
    const positional = (brand: BrandConfig, only?: readonly Locale[]): RouteObject[] =>
      createRoutes(brand, only).map(
        (route) => ({ ...route, children: route.children?.map(({ id: _id, ...child }) => child as RouteObject) }) as RouteObject,
      );
    expect(localeHandlersFor(testBrand, positional, createStaticHandler(positional(testBrand))).size).toBe(0);
  });
});
