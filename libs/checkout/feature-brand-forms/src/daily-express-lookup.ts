import type { DailyExpressResponse } from '@carweb/api-contracts';

/** The query parameter of the lookup: `?zip=8001` (a plain GET form, with or without JavaScript). */
export const ZIP_PARAM = 'zip';

/** A Swiss postcode: four digits, not starting with 0 (what the form service accepts). */
const SWISS_ZIP = /^[1-9]\d{3}$/;

/** What the visitor asked: nothing yet, a postcode to look up, or a field error in the spec's words (SPEC §5). */
export type ZipQuery = { kind: 'none' } | { kind: 'zip'; zip: string } | { kind: 'error'; error: 'required' | 'invalid'; typed: string };

export function zipQueryOf(search: URLSearchParams): ZipQuery {
  const typed = search.get(ZIP_PARAM);
  if (typed === null) return { kind: 'none' };
  const zip = typed.replace(/\s/g, '');
  if (zip === '') return { kind: 'error', error: 'required', typed };
  return SWISS_ZIP.test(zip) ? { kind: 'zip', zip } : { kind: 'error', error: 'invalid', typed };
}

/** What the lookup page's loader answers: the question, and the form service's answer to a valid one. */
export interface DailyExpressPageData {
  query: ZipQuery;
  /** null: the form service does not know the postcode (treated as not served) */
  answer?: DailyExpressResponse | null;
}
