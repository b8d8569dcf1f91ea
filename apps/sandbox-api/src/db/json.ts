import { mediaUrl } from '../media/media-paths';

/** Parses stored JSON and turns seeded media paths ("media/…") into URLs under the media base. */
export function parseStored<T>(text: string, mediaBase: string): T {
  return JSON.parse(text, (_key, value: unknown) =>
    typeof value === 'string' && value.startsWith('media/') ? mediaUrl(mediaBase, value) : value,
  ) as T;
}

const DAY = 24 * 60 * 60 * 1000;

/** Seeded dates are stored relative to "today", so the sandbox never runs out of current content. */
export function daysFromNow(now: Date, days: number): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + days * DAY).toISOString().slice(0, 10);
}
