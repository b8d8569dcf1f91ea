import { describe, expect, it } from 'vitest';
import { API_OPERATIONS } from '@carweb/api-contracts';
import { JSON_BODY_LIMIT, PROXIED_ROUTES, routesOf, UPLOAD_BODY_LIMIT } from './api-allowlist';

const sample = (path: string, optional: boolean) =>
  path.replace(/\/\{[^}]+\?\}/g, optional ? '/7' : '').replace(/\{[^}]+\}/g, (name) => (name === '{locale}' ? 'de' : 'x-1%2F2'));

describe('the API allowlist, derived from the spec’s operations', () => {
  it.each(Object.entries(API_OPERATIONS))('%s: its path and method get through', (_id, operation) => {
    for (const optional of [true, false]) {
      const methods = routesOf(`/${operation.service}/${sample(operation.path, optional)}`).map((route) => route.method);
      expect(methods).toContain(operation.method);
    }
  });

  it('lets nothing else through', () => {
    expect(routesOf('/dealer/dealer-slug')).toEqual([]);
    expect(routesOf('/dealer/dealer-slug/a/b')).toEqual([]);
    expect(routesOf('/core/list')).toEqual([]);
    expect(routesOf('/core/de/kia/ch/partnerweb/admin')).toEqual([]);
    expect(routesOf('/form/test-drive/../../secret')).toEqual([]);
    expect(routesOf('/internal/x')).toEqual([]);
    expect(routesOf('/dealer/12/dealer/about-us/3/4')).toEqual([]);
    expect(routesOf('/brand/de/multileaseXch/partnerweb/change-name')).toEqual([]);
  });

  it('gives every POST a body type and limit: JSON 100 KB, a document 10 MB and its framing', () => {
    const posts = PROXIED_ROUTES.filter((route) => route.method === 'POST');
    expect(posts.every((route) => route.body !== undefined)).toBe(true);
    expect(routesOf('/form/utility/upload')[0]?.body).toEqual({ type: 'multipart/form-data', limit: UPLOAD_BODY_LIMIT });
    expect(routesOf('/brand/de/multilease.ch/partnerweb/change-name')[0]?.body?.type).toBe('multipart/form-data');
    expect(routesOf('/form/trade-in')[0]?.body).toEqual({ type: 'application/json', limit: JSON_BODY_LIMIT });
    expect(routesOf('/content/graphql')[0]?.body?.type).toBe('application/json');
  });

  it('lets the resources the backends link to through: images and the payment page', () => {
    expect(routesOf('/core/media/vehicles/100006.svg').map((route) => route.method)).toEqual(['GET']);
    expect(routesOf('/payment/checkout/abc/complete').map((route) => route.method)).toEqual(['GET']);
  });
});
