import { describe, expect, it } from 'vitest';
import { backendAddressesFromEnv } from './backend-addresses';
import { backendAddressesForHost, previewHostRuleFromEnv } from './preview-host';

const backends = backendAddressesFromEnv({ CORE_API_URL: 'https://core.carweb.ch/api', DEALER_API_URL: 'https://dealer.carweb.ch' });
const rule = previewHostRuleFromEnv({ CORE_WORKER_HOST: 'core-worker.carweb.ch:8443' });

describe('preview hostnames', () => {
  it('map the core host to the worker host on a preview hostname', () => {
    const mapped = backendAddressesForHost(backends, 'kia.preview.carweb.ch', rule);
    expect(mapped.core).toBe('https://core-worker.carweb.ch:8443/api');
    expect(mapped.dealer).toBe('https://dealer.carweb.ch');
  });

  it('recognise preview as a label or a dash-separated part', () => {
    expect(backendAddressesForHost(backends, 'preview-kia.carweb.ch', rule).core).toContain('core-worker');
    expect(backendAddressesForHost(backends, 'kia-preview.carweb.ch', rule).core).toContain('core-worker');
    expect(backendAddressesForHost(backends, 'previewer.carweb.ch', rule).core).toBe('https://core.carweb.ch/api');
  });

  it('leave other hostnames, relative addresses and an unset worker host alone', () => {
    expect(backendAddressesForHost(backends, 'www.kia-partner.ch', rule)).toBe(backends);
    expect(backendAddressesForHost({ ...backends, core: '/api/core' }, 'kia.preview.carweb.ch', rule).core).toBe('/api/core');
    expect(previewHostRuleFromEnv({})).toBeUndefined();
    expect(backendAddressesForHost(backends, 'kia.preview.carweb.ch', undefined)).toBe(backends);
  });

  it('take a custom hostname pattern', () => {
    const custom = previewHostRuleFromEnv({ CORE_WORKER_HOST: 'worker.test', PREVIEW_HOSTNAME_PATTERN: '^staging\\.' });
    expect(backendAddressesForHost(backends, 'staging.kia.ch', custom).core).toBe('https://worker.test/api');
    expect(backendAddressesForHost(backends, 'kia.preview.carweb.ch', custom)).toBe(backends);
  });
});
