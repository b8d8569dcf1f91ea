import { randomUUID } from 'node:crypto';
import { isSharedAnswer } from '@carweb/api-http';
import { isServedMessages } from '@carweb/shared-util-i18n';
import { scriptSafe } from '../create-routes';
import type { PageData } from '../document/page-data';

/**
 * The script-safe JSON of values every render shares, by identity: the shared cache's backend answers (dealer,
 * footnotes, SEO texts, search criteria; decision 0023), the messages of a list of catalogs, the brand config and
 * the built files. None of them changes once made, so each is serialized once.
 */
const jsonByValue = new WeakMap<object, string>();
/** Stands for a shared value while the rest is serialized; unguessable, so no text of a page can look like it. */
const PLACEHOLDER = `\u0000carweb-shared-${randomUUID()}-`;
const QUOTED_PLACEHOLDER = JSON.stringify(PLACEHOLDER).slice(0, -1);

function sharedJson(value: object): string {
  let json = jsonByValue.get(value);
  if (json === undefined) jsonByValue.set(value, (json = scriptSafe(JSON.stringify(value))));
  return json;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && [Object.prototype, null].includes(Object.getPrototypeOf(value) as object | null);

/** What JSON.stringify writes for a value, when that is a shared value (a used-catalogs view serializes as one). */
function sharedValueOf(value: unknown, constants: ReadonlySet<object>): object | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  if (isSharedAnswer(value) || constants.has(value)) return value;
  const toJSON = (value as { toJSON?: unknown }).toJSON;
  if (typeof toJSON !== 'function') return undefined;
  const serialized: unknown = toJSON.call(value);
  return isServedMessages(serialized) ? serialized : undefined;
}

/**
 * The page data as `scriptJson` writes it — byte for byte — with every shared value's JSON taken from memory
 * (decision 0033): of a vehicle list's ≈ 40 KB of page data about three quarters are such values. Shared values are
 * looked for where they are: the top level (brand, built files), each route's loader data and its fields, and the
 * data of each query.
 */
export function pageDataJson(data: PageData, constants: readonly object[]): string {
  const known = new Set(constants);
  const parts: string[] = [];
  const placed = (value: unknown): unknown => {
    const shared = sharedValueOf(value, known);
    return shared ? `${PLACEHOLDER}${parts.push(sharedJson(shared)) - 1}` : value;
  };
  const fields = (value: unknown): unknown => {
    const whole = placed(value);
    if (whole !== value || !isPlainObject(value)) return whole;
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, placed(field)]));
  };
  const loaderData =
    data.router.loaderData && Object.fromEntries(Object.entries(data.router.loaderData).map(([id, value]) => [id, fields(value)]));
  const queries = data.queries.queries.map((query) => {
    const value = placed(query.state.data);
    return value === query.state.data ? query : { ...query, state: { ...query.state, data: value } };
  });
  const json = scriptSafe(
    JSON.stringify(
      Object.fromEntries(
        Object.entries(data).map(([key, value]) => {
          if (key === 'router') return [key, { ...data.router, loaderData }];
          if (key === 'queries') return [key, { ...data.queries, queries }];
          return [key, placed(value)];
        }),
      ),
    ),
  );
  if (parts.length === 0) return json;
  let out = '';
  let from = 0;
  for (let at = json.indexOf(QUOTED_PLACEHOLDER); at >= 0; at = json.indexOf(QUOTED_PLACEHOLDER, from)) {
    const end = json.indexOf('"', at + QUOTED_PLACEHOLDER.length);
    out += json.slice(from, at) + parts[Number(json.slice(at + QUOTED_PLACEHOLDER.length, end))];
    from = end + 1;
  }
  return out + json.slice(from);
}
