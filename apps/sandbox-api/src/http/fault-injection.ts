import type { RequestHandler } from 'express';

export interface FaultSettings {
  /** added delay in ms */
  latency: number;
  /** share of calls the latency applies to; 0 = every call (a service slow on some calls only) */
  slow: number;
  /** share of calls answered 503 */
  error: number;
  /** share of calls answered 200 with a truncated JSON body */
  malformed: number;
  /** share of calls answered 200 with an empty vehicle list whose error flag is set (SPEC §4) */
  errorFlag: number;
  /** share of calls whose connection is dropped without an answer (the service is down) */
  down: number;
}

export const NO_FAULTS: FaultSettings = { latency: 0, slow: 0, error: 0, malformed: 0, errorFlag: 0, down: 0 };

/** The fault spec in force: SANDBOX_FAULTS at start, changed at run time through PUT /__sandbox/faults. */
export interface FaultSwitch {
  spec: string;
}
/**
 * Calls the latency fault holds back right now (GET /__sandbox/held-calls): a run that counts stored leads waits until
 * none is left, instead of a sleep "long enough" for the slowest. Counted until the held call's handler has run.
 */
export const heldCalls = { count: 0 };

const FAULT_KEYS = Object.keys(NO_FAULTS) as (keyof FaultSettings)[];

function parseSettings(text: string): FaultSettings {
  const settings = { ...NO_FAULTS };
  for (const part of text.split(',')) {
    const [key, value] = part.split('=').map((s) => s.trim());
    const known = FAULT_KEYS.find((k) => k.toLowerCase() === key?.toLowerCase());
    if (known && Number.isFinite(Number(value))) settings[known] = Number(value);
  }
  return settings;
}

/**
 * "core:latency=200,error=0.1;dealer:error=1" (services separated by ";" or whitespace; "*" = every service).
 * A header value without a service prefix applies to the service it is sent to.
 */
export function parseFaults(spec: string, service: string): FaultSettings | null {
  const entries = spec.split(/[;\s]+/).filter(Boolean);
  for (const entry of entries) {
    const match = /^([a-z*]+):(.*)$/.exec(entry);
    if (!match) return parseSettings(entry);
    if (match[1] === service || match[1] === '*') return parseSettings(match[2]);
  }
  return null;
}

export function faultInjection(service: string, faultSwitch: FaultSwitch, random: () => number = Math.random): RequestHandler {
  return (req, res, next) => {
    const header = req.header('X-Sandbox-Fault');
    const faults = (header ? parseFaults(header, service) : null) ?? (faultSwitch.spec ? parseFaults(faultSwitch.spec, service) : null);
    if (!faults) return next();
    const proceed = () => {
      if (faults.down > 0 && random() < faults.down) {
        req.socket.destroy();
        return;
      }
      if (faults.error > 0 && random() < faults.error) {
        res.status(503).json({ error: 'sandboxFault', message: `Injected ${service} error` });
        return;
      }
      if (faults.malformed > 0 && random() < faults.malformed) {
        res.status(200).type('application/json').send('{"sandboxFault": "malformed", "data": [');
        return;
      }
      if (faults.errorFlag > 0 && random() < faults.errorFlag) {
        res.status(200).json({ vehicles: [], totalMatches: 0, currentPage: 1, error: true });
        return;
      }
      next();
    };
    const delayed = faults.latency > 0 && (faults.slow <= 0 || random() < faults.slow);
    if (!delayed) return proceed();
    heldCalls.count += 1;
    setTimeout(() => {
      try {
        proceed();
      } finally {
        heldCalls.count -= 1;
      }
    }, faults.latency);
  };
}
