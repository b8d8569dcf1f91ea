// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { testBrand } from '@carweb/shared-testing';
import { defineBrand, type BrandConfig } from '@carweb/shared-util-brand';
import { brandWithIntegrations, trackingFromEnv } from './integrations';
import { contentSecurityPolicy } from './security';

/** A brand with no container and no call tracking: nothing third-party, whatever the environment. */
const plainBrand: BrandConfig = defineBrand({
  ...testBrand,
  id: 'toyota',
  features: { ...testBrand.features, callTracking: false, stickyChat: false },
  tracking: {},
});

const directive = (csp: string, name: string) => csp.split(';').find((part) => part.startsWith(`${name} `));

describe('the environment decides where the tracking scripts load from (decision 0041)', () => {
  it('on the embedded default the sandbox is tag manager and call-tracking provider, every page view measured', () => {
    expect(trackingFromEnv(testBrand, { SANDBOX_PORT: '4302' })).toEqual({
      tagManagerId: testBrand.tracking.tagManagerId,
      checkoutVariant: 'kia',
      tagManagerScriptUrl: 'http://127.0.0.1:4302/tags/gtm.js',
      tagManagerConnectOrigins: ['http://127.0.0.1:4302'],
      callTrackingScriptUrl: 'http://127.0.0.1:4302/tags/call-tracking.js',
      rumSampleRate: 1,
    });
  });

  it('with real backends: Google Tag Manager by default, the named consent manager and call-tracking script, 10 % sampled', () => {
    const tracking = trackingFromEnv(testBrand, {
      CORE_API_URL: 'https://api.example.ch/core',
      TAG_MANAGER_CONNECT_ORIGINS: 'https://region1.google-analytics.com, https://www.google-analytics.com',
      CONSENT_SCRIPT_URL: 'https://consent.example.ch/loader.js',
      CALL_TRACKING_SCRIPT_URL: 'https://calls.example.ch/ct.js',
    });
    expect(tracking).toEqual({
      tagManagerId: testBrand.tracking.tagManagerId,
      checkoutVariant: 'kia',
      tagManagerConnectOrigins: ['https://region1.google-analytics.com', 'https://www.google-analytics.com'],
      consentScriptUrl: 'https://consent.example.ch/loader.js',
      callTrackingScriptUrl: 'https://calls.example.ch/ct.js',
      rumSampleRate: 0.1,
    });
  });

  it('TRACKING=off keeps only the checkout variant; a bad sample rate falls back', () => {
    expect(trackingFromEnv(testBrand, { TRACKING: 'off' })).toEqual({ checkoutVariant: 'kia' });
    expect(trackingFromEnv(testBrand, { RUM_SAMPLE_RATE: '2' }).rumSampleRate).toBe(1);
    expect(trackingFromEnv(testBrand, { RUM_SAMPLE_RATE: '0.25' }).rumSampleRate).toBe(0.25);
  });

  it('a brand without container or call tracking gets no third-party script on the embedded default either', () => {
    expect(trackingFromEnv(plainBrand, { SANDBOX_PORT: '4302' })).toEqual({ rumSampleRate: 1 });
  });
});

describe('the CSP allows exactly the configured origins', () => {
  it('kia with every integration on: the sandbox for scripts and hits, nothing else', () => {
    const csp = contentSecurityPolicy(brandWithIntegrations(testBrand, { SANDBOX_PORT: '4302' }));
    expect(directive(csp, 'script-src')).toBe("script-src 'self' http://127.0.0.1:4302");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' http://127.0.0.1:4302");
  });

  it('kia in production: the tag manager, the consent manager, the call-tracking script and the named hit origins', () => {
    const csp = contentSecurityPolicy(
      brandWithIntegrations(testBrand, {
        CORE_API_URL: 'https://api.example.ch/core',
        TAG_MANAGER_CONNECT_ORIGINS: 'https://region1.google-analytics.com',
        CONSENT_SCRIPT_URL: 'https://consent.example.ch/loader.js',
        CALL_TRACKING_SCRIPT_URL: 'https://calls.example.ch/ct.js',
      }),
    );
    expect(directive(csp, 'script-src')).toBe(
      "script-src 'self' https://www.googletagmanager.com https://consent.example.ch https://calls.example.ch",
    );
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://region1.google-analytics.com");
  });

  it('a brand with none: its own scripts and hashes only', () => {
    const csp = contentSecurityPolicy(brandWithIntegrations(plainBrand, { SANDBOX_PORT: '4302' }), ["'sha256-abc'"]);
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'sha256-abc'");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
  });
});
