import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { parseWith } from '../http/request';
import { callTrackingScript, readyDelayMs } from './call-tracking-script';
import { containerScript } from './container-script';
import { trackedNumbersByPhone } from './tracked-number';

export interface TagScriptSources {
  /** every sandbox dealer (83 at any seed size: the whole map fits in the script) */
  dealers(): Iterable<{ dealerId: number; phone: string }>;
}

// no-cache: a test that changes ?delay or restarts the sandbox gets the script as served now, not a stale copy
function sendScript(res: Response, script: string): void {
  res.set({ 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache', 'Access-Control-Allow-Origin': '*' });
  res.send(script);
}

const requestOrigin = (req: Request) => `${req.protocol}://${req.get('host') ?? 'localhost'}`;

/** /tags: the third-party scripts the site loads after consent, served from the sandbox's own origin. */
export function tagScriptRouter(sources: TagScriptSources): Router {
  const router = Router();
  // dealers are seeded and read-only while the sandbox runs: build the map on first use, once
  let trackedNumbers: Record<string, string> | undefined;

  router.get('/gtm.js', (req, res) => {
    const { id } = parseWith(z.object({ id: z.string().min(1).max(100) }), req.query);
    sendScript(res, containerScript({ containerId: id, fallbackOrigin: requestOrigin(req) }));
  });

  router.get('/call-tracking.js', (req, res) => {
    trackedNumbers ??= trackedNumbersByPhone(sources.dealers());
    sendScript(res, callTrackingScript({ delayMs: readyDelayMs(req.query['delay']), trackedNumbers }));
  });

  return router;
}
