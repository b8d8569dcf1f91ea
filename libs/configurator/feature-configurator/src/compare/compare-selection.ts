/** The comparison's URL (decision 0035): `?models=a&models=b…` (2–4 model slugs) or `?variants=` (2–4 entity ids of one model). */
export const COMPARE_PARAMS = { models: 'models', variants: 'variants' } as const;
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

export type CompareSelection =
  | { kind: 'models'; slugs: string[] }
  | { kind: 'variants'; entityIds: number[] }
  /** nothing to compare yet, or not 2–4 of one kind: the page offers the choice (and says why when something was asked) */
  | { kind: 'choose'; asked: number };

const unique = <T>(values: T[]) => [...new Set(values)];

/** What the URL asks to compare; each value once, in the URL's order (also comma-separated, as the service takes them). */
export function compareSelectionOf(params: URLSearchParams): CompareSelection {
  const split = (name: string) =>
    unique(
      params
        .getAll(name)
        .flatMap((value) => value.split(','))
        .map((value) => value.trim())
        .filter(Boolean),
    );
  const slugs = split(COMPARE_PARAMS.models);
  const ids = split(COMPARE_PARAMS.variants)
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
  const fits = (count: number) => count >= COMPARE_MIN && count <= COMPARE_MAX;
  if (fits(slugs.length) && ids.length === 0) return { kind: 'models', slugs };
  if (fits(ids.length) && slugs.length === 0) return { kind: 'variants', entityIds: ids };
  return { kind: 'choose', asked: slugs.length + ids.length };
}
