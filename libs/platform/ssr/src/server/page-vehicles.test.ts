import { QueryClient, dehydrate } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { vehicleIdsOf } from './page-vehicles';

describe('the vehicles of a page', () => {
  it('are the detail vehicle and every vehicle of a result list in the query cache', () => {
    const client = new QueryClient();
    client.setQueryData(['core', 'detail', 'de', 100006, null], { id: 100006, slug: 'kia-100006' });
    client.setQueryData(['core', 'list', 'de', 'a', { page: 1 }], { vehicles: [{ id: 1 }, { id: 2 }], totalMatches: 2 });
    client.setQueryData(['core', 'similar', 'de', 100006], { vehicles: [{ id: 3 }] });
    client.setQueryData(['dealer', 'by-slug', 'de', 'a'], { id: 99, dealerId: 100 });
    expect(vehicleIdsOf(dehydrate(client)).sort((a, b) => a - b)).toEqual([1, 2, 3, 100006]);
  });
});
