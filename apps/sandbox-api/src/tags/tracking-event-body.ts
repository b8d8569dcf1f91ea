import { z } from 'zod';
import { HttpError } from '../http/errors';
import { parseWith } from '../http/request';
import type { TrackingEventInput } from './tracking-event-store';

/** What the container sends: `{ containerId, page, events: [...] }`. */
const batchSchema = z.object({
  containerId: z.string().nullish(),
  page: z.string().nullish(),
  events: z.array(z.unknown()),
});

/** A single event posted by hand (a test, curl) may name its container and page the same way. */
const singleEventSchema = z.looseObject({
  containerId: z.string().nullish(),
  page: z.string().nullish(),
});

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, { success: false, error: 'malformedJson', message: 'Request body is not valid JSON' });
  }
}

/** The body of POST /events (text/plain from sendBeacon, or JSON): a batch or a single event object. */
export function trackingEventsFromBody(text: string): TrackingEventInput[] {
  const body = parseJson(text);
  if (body !== null && typeof body === 'object' && 'events' in body) {
    const batch = parseWith(batchSchema, body);
    return batch.events.map((data) => ({ containerId: batch.containerId ?? null, page: batch.page ?? null, data }));
  }
  const event = parseWith(singleEventSchema, body);
  return [{ containerId: event.containerId ?? null, page: event.page ?? null, data: event }];
}
