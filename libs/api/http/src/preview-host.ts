import type { BackendAddresses } from './backend-addresses';

/** SPEC §7: on preview hostnames the core API host is replaced by a worker host. */
export interface PreviewHostRule {
  /** page hostnames that are previews */
  previewHostname: RegExp;
  /** host (optionally with port) that serves the core API for previews */
  workerHost: string;
}

/** "preview" as a label or dash-separated part of the hostname: preview.kia.ch, kia-preview.carweb.ch */
export const DEFAULT_PREVIEW_HOSTNAME = /(^|[.-])preview([.-]|$)/i;

/** `CORE_WORKER_HOST` (and optionally `PREVIEW_HOSTNAME_PATTERN`) from start-up configuration; none → no mapping. */
export function previewHostRuleFromEnv(env: Record<string, string | undefined>): PreviewHostRule | undefined {
  const workerHost = env['CORE_WORKER_HOST'];
  if (!workerHost) return undefined;
  const pattern = env['PREVIEW_HOSTNAME_PATTERN'];
  return { workerHost, previewHostname: pattern ? new RegExp(pattern, 'i') : DEFAULT_PREVIEW_HOSTNAME };
}

/**
 * The backend addresses for a page served under `pageHostname`: on a preview hostname the host of an
 * absolute core address becomes the worker host (protocol and path stay). Relative (proxied)
 * addresses are left alone: the proxy resolves them on the server with the same function.
 */
export function backendAddressesForHost(backends: BackendAddresses, pageHostname: string, rule?: PreviewHostRule): BackendAddresses {
  if (!rule || !rule.previewHostname.test(pageHostname) || !/^https?:\/\//.test(backends.core)) return backends;
  const core = new URL(backends.core);
  core.host = rule.workerHost;
  return { ...backends, core: core.href.replace(/\/$/, backends.core.endsWith('/') ? '/' : '') };
}
