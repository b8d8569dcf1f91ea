import type { Request, Response } from 'express';
import type { z } from 'zod';
import { HttpError } from '../http/errors';
import { parseWith, requestLocale } from '../http/request';
import type { LeadStore } from './lead-store';

export interface LeadSubmission<T extends z.ZodTypeAny> {
  type: string;
  service: string;
  schema: T;
  /** checks against seeded data (dealer, vehicle, model exist); throw HttpError to reject, nothing is stored */
  check?: (payload: z.output<T>, req: Request) => void;
  /** extra response fields, built after the lead has its id */
  respond?: (leadId: number, payload: z.output<T>) => Record<string, unknown>;
}

const callerGone = (req: Request) => req.socket.destroyed;

/**
 * The one path every form POST takes: idempotency key → validation → checks → one stored row →
 * `{ success: true, leadId, … }`, never for a caller that has hung up. A repeated key with the same payload gets the first answer;
 * with a different payload it is a 409.
 */
export function submitLead<T extends z.ZodTypeAny>(
  leads: LeadStore,
  submission: LeadSubmission<T>,
  body: unknown,
  req: Request,
  res: Response,
): void {
  const locale = requestLocale(req);
  const key = req.header('Idempotency-Key')?.trim() || null;
  if (key && key.length > 200)
    throw new HttpError(400, {
      success: false,
      error: 'validation',
      message: 'Idempotency-Key too long',
      fieldErrors: { 'Idempotency-Key': ['invalid'] },
    });
  if (key) {
    const previous = leads.byIdempotencyKey(key);
    if (previous) {
      const parsed = submission.schema.safeParse(body);
      const same = previous.type === submission.type && parsed.success && JSON.stringify(parsed.data) === JSON.stringify(previous.payload);
      if (!same) {
        throw new HttpError(409, {
          success: false,
          error: 'idempotencyConflict',
          message: 'Idempotency-Key was used for a different submit',
        });
      }
      res.set('Idempotent-Replayed', 'true').json(previous.response);
      return;
    }
  }
  const payload = parseWith(submission.schema, body);
  submission.check?.(payload, req);
  // the caller gave up waiting (its time budget ran out) and told the visitor the submit failed: a lead
  // stored now would be one the visitor believes lost, and might send again with other data
  if (callerGone(req)) {
    console.warn(`${submission.type}: the caller hung up before the lead was stored; nothing stored`);
    return;
  }
  const dealerId = typeof (payload as { dealerId?: unknown }).dealerId === 'number' ? (payload as { dealerId: number }).dealerId : null;
  const response = leads.store(
    { type: submission.type, service: submission.service, dealerId, locale, payload, idempotencyKey: key },
    (leadId) => ({
      success: true,
      leadId,
      ...submission.respond?.(leadId, payload),
    }),
  );
  res.json(response);
}
