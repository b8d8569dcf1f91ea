import { describe, expect, it, vi } from 'vitest';
import { backendAddressesFromEnv, type ApiContext } from '@carweb/api-http';
import { configurationPdfUrl } from './configuration-pdf-url';
import { getModelComparison } from './get-model-comparison';
import { getModelRange } from './get-model-range';

const api = (body: unknown = {}) => {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status: 200 }));
  const backends = backendAddressesFromEnv({ MODEL_API_URL: 'https://model.example' });
  const ctx: ApiContext = { locale: 'de', wholesaler: 'toyota', country: 'ch', platform: 'partnerweb', backends, fetch };
  return { ctx, url: () => (fetch.mock.calls[0] as unknown as [string])[0] };
};

describe('model service operations', () => {
  it('send lists comma-separated and onlyToolsModels=1 only when set', async () => {
    const compare = api({ models: [] });
    await getModelComparison(compare.ctx, ['yaris', 'c-hr']);
    expect(compare.url()).toBe('https://model.example/configurator/compare?locale=de&models=yaris%2Cc-hr');
    const range = api();
    await getModelRange(range.ctx, true).catch(() => undefined);
    expect(range.url()).toBe('https://model.example/brand-world/models?locale=de&wholesaler=toyota&onlyToolsModels=1');
  });

  it('build the configuration PDF link without fetching it', () => {
    expect(configurationPdfUrl(api().ctx, 'K7X2')).toBe('https://model.example/configurator/pdf/K7X2?locale=de');
  });
});
