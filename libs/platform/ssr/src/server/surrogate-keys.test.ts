import type { StaticHandlerContext } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { surrogateKeysOf } from './surrogate-keys';

const contextWith = (...params: Record<string, string>[]) =>
  ({ matches: params.map((p) => ({ params: p, route: {}, pathname: '/', pathnameBase: '/' })) }) as unknown as StaticHandlerContext;

describe('surrogateKeysOf', () => {
  it('page type, the dealer of the route and one key per vehicle shown', () => {
    expect(surrogateKeysOf(contextWith({}, { dealerSlug: 'auto-zentrum-zuerich' }), 'vehicleListPage', [100006, 100014])).toEqual([
      'page-vehicleListPage',
      'dealer-auto-zentrum-zuerich',
      'vehicle-100006',
      'vehicle-100014',
    ]);
  });

  it('a site page: no dealer; a slug with a space cannot split a key', () => {
    expect(surrogateKeysOf(contextWith({}), 'corporateHomePage', [])).toEqual(['page-corporateHomePage']);
    expect(surrogateKeysOf(contextWith({ dealerSlug: 'a b' }), undefined, [])).toEqual(['dealer-a%20b']);
  });
});
