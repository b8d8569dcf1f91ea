import type { Server } from 'node:http';
import { connect } from 'node:net';
import type { RequestHandler } from 'express';
import { logEvent, type BackendAddresses } from '@carweb/api-http';

/** How long a reachability answer counts: a probe every second must not open a connection per backend each time. */
const REACHABLE_TTL_MS = 5_000;
const CONNECT_TIMEOUT_MS = 1_000;

export interface LifecycleOptions {
  /** after SIGTERM, how long the replica still serves (not ready) so that the balancer's probe takes it out first */
  drainDelayMs: number;
  /** the bound: in-flight requests that are still running then are cut and the process exits */
  shutdownTimeoutMs: number;
  /** ends the process (a test passes its own) */
  exit: (code: number) => void;
}

export const DEFAULT_LIFECYCLE: LifecycleOptions = { drainDelayMs: 2_000, shutdownTimeoutMs: 10_000, exit: (code) => process.exit(code) };

/** DRAIN_DELAY_MS and SHUTDOWN_TIMEOUT_MS (milliseconds) over the defaults. */
export function lifecycleFromEnv(env: Record<string, string | undefined>): LifecycleOptions {
  const ms = (name: string, fallback: number) => {
    const value = Number(env[name]);
    return env[name] !== undefined && Number.isFinite(value) && value >= 0 ? value : fallback;
  };
  return {
    ...DEFAULT_LIFECYCLE,
    drainDelayMs: ms('DRAIN_DELAY_MS', DEFAULT_LIFECYCLE.drainDelayMs),
    shutdownTimeoutMs: ms('SHUTDOWN_TIMEOUT_MS', DEFAULT_LIFECYCLE.shutdownTimeoutMs),
  };
}

/** The distinct origins behind the backend services (the sandbox serves all of them on the embedded default). */
export function backendOrigins(backends: BackendAddresses): string[] {
  const origins = Object.values(backends).flatMap((address) => {
    try {
      return [new URL(address).origin];
    } catch {
      return [];
    }
  });
  return [...new Set(origins)];
}

/** Whether a TCP connection to the origin opens within a second (no request: backends have no common health path). */
function reachable(origin: string): Promise<boolean> {
  const url = new URL(origin);
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  return new Promise((resolve) => {
    const socket = connect({ host: url.hostname, port, timeout: CONNECT_TIMEOUT_MS });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
  });
}

/**
 * A replica's life (decision 0047): `/healthz` says the process is alive; `/readyz` says it should get traffic — the route
 * table is built (it is, once the server exists), the backends accept connections, and it is not shutting down. On
 * SIGTERM it stops being ready at once, keeps serving for the drain delay (the balancer's probe takes it out), then
 * stops accepting connections, answers in-flight requests with `Connection: close`, closes idle keep-alive
 * connections and exits when the last request is done — or at the bound.
 */
export function serverLifecycle(backends: BackendAddresses, options: LifecycleOptions = DEFAULT_LIFECYCLE) {
  const origins = backendOrigins(backends);
  let draining = false;
  let closing: Server | null = null;
  let checked: { at: number; unreachable: Promise<string[]> } | null = null;
  const unreachableBackends = () => {
    if (!checked || Date.now() - checked.at > REACHABLE_TTL_MS) {
      const unreachable = Promise.all(origins.map(async (origin) => ((await reachable(origin)) ? null : origin))).then((all) =>
        all.filter((origin): origin is string => origin !== null),
      );
      checked = { at: Date.now(), unreachable };
    }
    return checked.unreachable;
  };

  const readiness: RequestHandler = (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    if (draining) return void res.status(503).json({ status: 'draining' });
    unreachableBackends().then((unreachable) => {
      if (unreachable.length > 0) res.status(503).json({ status: 'backends unreachable', unreachable });
      else res.json({ status: 'ready' });
    }, next);
  };

  /**
   * While draining, every answer closes its connection: a kept-alive client opens its next one elsewhere. A request
   * that was in flight when the server closed leaves an idle connection behind: closed as soon as it is done.
   */
  const closeWhileDraining: RequestHandler = (_req, res, next) => {
    if (draining) res.setHeader('Connection', 'close');
    res.once('finish', () => closing?.closeIdleConnections());
    next();
  };

  const shutdown = (server: Server, label: string, signal: string) => {
    if (draining) return;
    draining = true;
    logEvent('info', 'Shutdown: not ready, draining', { site: label, signal, closingInMs: options.drainDelayMs });
    setTimeout(() => options.exit(0), options.drainDelayMs + options.shutdownTimeoutMs).unref();
    setTimeout(() => {
      closing = server;
      server.close(() => options.exit(0));
      server.closeIdleConnections();
    }, options.drainDelayMs).unref();
  };

  return { readiness, closeWhileDraining, shutdown, isDraining: () => draining };
}

export type ServerLifecycle = ReturnType<typeof serverLifecycle>;
