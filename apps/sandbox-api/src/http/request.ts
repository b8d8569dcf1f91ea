import type { Request } from 'express';
import { localeSchema, type Locale } from '@carweb/shared-util-brand';
import type { z } from 'zod';
import { HttpError, validationError } from './errors';

/** Every call carries `locale` (SPEC §7); a missing one falls back to de, an unknown one is a 400. */
export function requestLocale(req: Request, fallback: Locale = 'de'): Locale {
  const raw = req.params['locale'] ?? req.query['locale'];
  if (raw === undefined || raw === '') return fallback;
  const parsed = localeSchema.safeParse(String(raw).slice(0, 2).toLowerCase());
  if (!parsed.success)
    throw new HttpError(400, {
      error: 'validation',
      message: `Unsupported locale ${String(raw)}`,
      fieldErrors: { locale: ['Ungültige Eingabe'] },
    });
  return parsed.data;
}

export function parseWith<T extends z.ZodTypeAny>(schema: T, value: unknown): z.output<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/** A JSON-encoded query parameter such as `filter`. */
export function jsonQuery(req: Request, name: string): unknown {
  const raw = req.query[name];
  if (raw === undefined || raw === '') return {};
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw);
  } catch {
    throw new HttpError(400, { error: 'validation', message: `${name} is not valid JSON`, fieldErrors: { [name]: ['Ungültige Eingabe'] } });
  }
}

export function intParam(req: Request, name: string): number {
  const value = Number(req.params[name]);
  if (!Number.isInteger(value))
    throw new HttpError(400, {
      error: 'validation',
      message: `${name} must be an integer`,
      fieldErrors: { [name]: ['Ungültige Eingabe'] },
    });
  return value;
}
