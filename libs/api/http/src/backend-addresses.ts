/** The backend services of SPEC §7, each under its own address. */
export const BACKEND_SERVICES = ['core', 'dealer', 'form', 'model', 'base', 'content', 'brand', 'payment'] as const;
export type BackendService = (typeof BACKEND_SERVICES)[number];
export type BackendAddresses = Record<BackendService, string>;

export const DEFAULT_SANDBOX_PORT = 4100;

/**
 * Server side: addresses come from start-up configuration (`CORE_API_URL`, `DEALER_API_URL`, …),
 * defaulting to the sandbox backend at SANDBOX_PORT.
 */
export function backendAddressesFromEnv(env: Record<string, string | undefined>): BackendAddresses {
  const sandbox = `http://127.0.0.1:${env['SANDBOX_PORT'] ?? DEFAULT_SANDBOX_PORT}`;
  const entries = BACKEND_SERVICES.map((service) => [service, env[`${service.toUpperCase()}_API_URL`] ?? `${sandbox}/${service}`]);
  return Object.fromEntries(entries) as BackendAddresses;
}

/** Browser side: every service is reached through the brand server's same-origin proxy. */
export function proxiedBackendAddresses(prefix = '/api'): BackendAddresses {
  const entries = BACKEND_SERVICES.map((service) => [service, `${prefix}/${service}`]);
  return Object.fromEntries(entries) as BackendAddresses;
}

/** Server side: the time budget of one backend call from `BACKEND_TIMEOUT_MS` (default: the client's 2.5 s). */
export function backendTimeoutFromEnv(env: Record<string, string | undefined>): number | undefined {
  const value = Number(env['BACKEND_TIMEOUT_MS']);
  return Number.isFinite(value) && value > 0 ? value : undefined;
}
