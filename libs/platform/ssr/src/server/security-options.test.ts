import { describe, expect, it } from 'vitest';
import { DEFAULT_SECURITY_OPTIONS, securityOptionsFromEnv } from './security-options';

describe('securityOptionsFromEnv', () => {
  it('defaults: loopback proxies only, HSTS over TLS, the content editor on preview hostnames', () => {
    expect(securityOptionsFromEnv({})).toEqual(DEFAULT_SECURITY_OPTIONS);
    expect(DEFAULT_SECURITY_OPTIONS.trustProxy).toEqual(['loopback']);
  });

  it('reads the proxies, HSTS, the editor origins and the preview pattern', () => {
    const options = securityOptionsFromEnv({
      TRUST_PROXY: '10.0.0.1, 10.8.0.0/16',
      HSTS: 'always',
      CONTENT_EDITOR_ORIGINS: 'https://builder.io,https://cms.example.ch',
      PREVIEW_HOSTNAME_PATTERN: '^staging\\.',
    });
    expect(options.trustProxy).toEqual(['10.0.0.1', '10.8.0.0/16']);
    expect(options.hsts).toBe('always');
    expect(options.editorOrigins).toEqual(['https://builder.io', 'https://cms.example.ch']);
    expect(options.previewHostname.test('staging.kia.ch')).toBe(true);
  });

  it('none turns the proxies and the editor off', () => {
    expect(securityOptionsFromEnv({ TRUST_PROXY: 'none', CONTENT_EDITOR_ORIGINS: 'none' })).toMatchObject({
      trustProxy: [],
      editorOrigins: [],
    });
  });

  it('refuses what it cannot mean: another HSTS mode, an editor that is no origin', () => {
    expect(() => securityOptionsFromEnv({ HSTS: 'yes' })).toThrow(/HSTS/);
    expect(() => securityOptionsFromEnv({ CONTENT_EDITOR_ORIGINS: 'https://builder.io/editor' })).toThrow(/not an origin/);
  });
});
