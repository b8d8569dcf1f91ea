import { BACKEND_SERVICES, DEFAULT_SANDBOX_PORT } from '@carweb/api-http';
import type { BrandConfig, BrandTracking } from '@carweb/shared-util-brand';

type Env = Record<string, string | undefined>;

/** Share of page views sending real-user metrics where the environment does not say (production). */
const DEFAULT_RUM_SAMPLE_RATE = 0.1;

const list = (value: string | undefined) =>
  value
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean);

function sampleRate(value: string | undefined, fallback: number): number {
  const rate = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(rate) && rate >= 0 && rate <= 1 ? rate : fallback;
}

/**
 * Where a brand's third-party scripts load from is the environment's (decision 0041): `TAG_MANAGER_SCRIPT_URL`,
 * `TAG_MANAGER_CONNECT_ORIGINS` (comma-separated), `CONSENT_SCRIPT_URL` (the network's own consent manager; unset: the
 * site's embedded one), `CALL_TRACKING_SCRIPT_URL`, `RUM_SAMPLE_RATE`; `TRACKING=off` turns all of them off.
 * On the embedded default (no `*_API_URL`: the sandbox answers every call) the sandbox plays the tag manager and the
 * call-tracking provider at its own origin (`SANDBOX_PUBLIC_URL`, default http://127.0.0.1:SANDBOX_PORT), and every
 * page view sends its metrics. The brand config keeps its own facts: the container id, the call-tracking feature.
 */
export function trackingFromEnv(brand: BrandConfig, env: Env): BrandTracking {
  const { tagManagerId, checkoutVariant } = brand.tracking;
  const facts: BrandTracking = { ...(tagManagerId ? { tagManagerId } : {}), ...(checkoutVariant ? { checkoutVariant } : {}) };
  if (env['TRACKING'] === 'off') return { checkoutVariant };
  const embedded = !BACKEND_SERVICES.some((service) => env[`${service.toUpperCase()}_API_URL`]);
  const sandbox = embedded ? (env['SANDBOX_PUBLIC_URL'] ?? `http://127.0.0.1:${env['SANDBOX_PORT'] ?? DEFAULT_SANDBOX_PORT}`) : undefined;
  const tagManagerScriptUrl = env['TAG_MANAGER_SCRIPT_URL'] ?? (sandbox && `${sandbox}/tags/gtm.js`);
  const tagManagerConnectOrigins = list(env['TAG_MANAGER_CONNECT_ORIGINS']) ?? (sandbox ? [sandbox] : undefined);
  const callTrackingScriptUrl = env['CALL_TRACKING_SCRIPT_URL'] ?? (sandbox && `${sandbox}/tags/call-tracking.js`);
  return {
    ...facts,
    ...(tagManagerId && tagManagerScriptUrl ? { tagManagerScriptUrl } : {}),
    ...(tagManagerId && tagManagerConnectOrigins ? { tagManagerConnectOrigins } : {}),
    ...(env['CONSENT_SCRIPT_URL'] ? { consentScriptUrl: env['CONSENT_SCRIPT_URL'] } : {}),
    ...(brand.features.callTracking && callTrackingScriptUrl ? { callTrackingScriptUrl } : {}),
    rumSampleRate: sampleRate(env['RUM_SAMPLE_RATE'], embedded ? 1 : DEFAULT_RUM_SAMPLE_RATE),
  };
}

/** The brand as this server runs it: its config with the environment's integrations (the document hands it to the browser). */
export const brandWithIntegrations = (brand: BrandConfig, env: Env): BrandConfig => ({ ...brand, tracking: trackingFromEnv(brand, env) });
