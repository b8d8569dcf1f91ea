// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { createPageRouter, pruneRoutes } from './page-router';

const page = (id: string, path: string): RouteObject => ({ id, path, loader: () => id });
const language = (locale: string): RouteObject[] => [
  {
    id: `dealer:${locale}`,
    path: `${locale}/haendler/:dealerSlug`,
    loader: () => 'dealer',
    children: [{ id: `pages:${locale}`, children: [page(`list:${locale}`, 'auto-finden'), page(`home:${locale}`, '')] }],
  },
  page(`search:${locale}`, `${locale}/haendlersuche`),
];
const table = (locales: string[]): RouteObject[] => [
  { id: 'root', path: '/', loader: () => 'root', children: [...locales.flatMap(language), page('unmatched', '*')] },
];
const rendered = ['root', 'dealer:de', 'list:de'];
const hydrationData = { loaderData: { root: 'root', 'dealer:de': 'dealer', 'list:de': 'list:de' } };
const ids = (routes: readonly RouteObject[]): string[] => routes.flatMap((route) => [route.id ?? '', ...ids(route.children ?? [])]);

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the browser router of a first load (decision 0032)', () => {
  it('keeps only the branch the server rendered', () => {
    expect(ids(pruneRoutes(table(['de']), new Set(rendered)))).toEqual(['root', 'dealer:de', 'pages:de', 'list:de']);
  });

  it('starts on that branch, adds the language on the first navigation and the other languages on a language switch', async () => {
    window.history.replaceState(null, '', '/de/haendler/x/auto-finden');
    const router = createPageRouter(table(['de']), () => table(['de', 'fr']), 'de', rendered, { hydrationData });
    expect(ids(router.routes)).toEqual(['root', 'dealer:de', 'pages:de', 'list:de']);
    expect(router.state.matches.map((match) => match.route.id)).toEqual(['root', 'dealer:de', 'pages:de', 'list:de']);

    await router.navigate('/de/haendlersuche');
    expect(router.state.matches.at(-1)?.route.id).toBe('search:de');
    expect(ids(router.routes)).not.toContain('search:fr');

    await router.navigate('/fr/haendler/x');
    expect(router.state.matches.at(-1)?.route.id).toBe('home:fr');
    expect(new Set(ids(router.routes))).toEqual(new Set(ids(table(['de', 'fr']))));
    router.dispose();
  });

  it('takes the whole table when the branch does not give what the server matched', () => {
    window.history.replaceState(null, '', '/fr/haendlersuche');
    const router = createPageRouter(table(['de']), () => table(['de', 'fr']), 'de', ['root', 'search:fr'], {
      hydrationData: { loaderData: { root: 'root', 'search:fr': 'search:fr' } },
    });
    expect(router.state.matches.at(-1)?.route.id).toBe('search:fr');
    router.dispose();
  });
});
