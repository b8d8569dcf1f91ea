import type { MakesAndModelsResponse, VehicleFilter } from '@carweb/api-contracts';
import { marketFilterSearch, selectionRequest, type MarketFilter } from '@carweb/vehicle-market-util-search-state';

/** What the budget's maximum limits: the purchase price or the monthly leasing rate. */
export type BudgetKind = 'price' | 'rate';

/** What the visitor chose in the quick search; '' and undefined: no restriction. */
export interface QuickSearchChoice {
  make: string;
  /** a model id of makes-and-models (the list's `model[]` code) */
  model: string;
  budget: BudgetKind;
  /** each kind keeps its own maximum: switching back and forth loses nothing */
  priceMax: number | undefined;
  rateMax: number | undefined;
}

export const EMPTY_CHOICE: QuickSearchChoice = { make: '', model: '', budget: 'price', priceMax: undefined, rateMax: undefined };

/** The list's URL parameter of each budget (SPEC §3 vehicle list URL parameters). */
export const BUDGET_PARAMETER = { price: 'priceto', rate: 'rateto' } as const satisfies Record<BudgetKind, keyof MarketFilter>;

/**
 * The maxima offered: the steps of the list's own price and monthly-rate filters (search criteria `price_steps`,
 * `leasing_rate_steps`), fixed here so the quick search needs no search-criteria call; the list accepts any amount.
 */
export const BUDGET_STEPS: Record<BudgetKind, readonly number[]> = {
  price: [10_000, 15_000, 20_000, 25_000, 30_000, 40_000, 50_000, 75_000, 100_000],
  rate: [200, 300, 400, 500, 750, 1_000, 1_500],
};

export const maxOf = (choice: QuickSearchChoice) => (choice.budget === 'price' ? choice.priceMax : choice.rateMax);

/** The choice as the list's filter: make, `model[]` and the active budget's maximum only. */
export function quickSearchFilter(choice: QuickSearchChoice): MarketFilter {
  const filter: MarketFilter = {};
  if (choice.make) filter.make = choice.make;
  if (choice.model) filter.model = [choice.model];
  const max = maxOf(choice);
  if (max !== undefined) filter[BUDGET_PARAMETER[choice.budget]] = max;
  return filter;
}

/** The list with the choice, in the list's canonical parameter order (the same URL the list itself writes). */
export const quickSearchHref = (listPath: string, choice: QuickSearchChoice) =>
  `${listPath}${marketFilterSearch(quickSearchFilter(choice))}`;

/** What the button's count asks list/count for: the list's selection (no page, size or order). */
export const quickSearchCountRequest = (choice: QuickSearchChoice): VehicleFilter => selectionRequest(quickSearchFilter(choice));

type Make = MakesAndModelsResponse['makes'][number];

/** The models the model select offers, by make: the chosen make's, or every make's while none is chosen. */
export function modelGroups(makes: readonly Make[], make: string): Make[] {
  const offered = makes.filter((entry) => entry.models.length > 0);
  return make ? offered.filter((entry) => entry.id === make) : offered;
}

/** Another make drops a model of the previous one. */
export function chooseMake(choice: QuickSearchChoice, make: string, makes: readonly Make[]): QuickSearchChoice {
  const keepsModel = makes.some((entry) => entry.id === make && entry.models.some((model) => model.id === choice.model));
  return { ...choice, make, model: keepsModel ? choice.model : '' };
}

/** A model chosen while every make was offered also chooses its make (as the list's model filter does). */
export function chooseModel(choice: QuickSearchChoice, model: string, makes: readonly Make[]): QuickSearchChoice {
  if (!model) return { ...choice, model };
  const make = makes.find((entry) => entry.models.some((candidate) => candidate.id === model))?.id ?? choice.make;
  return { ...choice, make, model };
}

export function chooseMax(choice: QuickSearchChoice, kind: BudgetKind, value: string): QuickSearchChoice {
  const max = value === '' ? undefined : Number(value);
  return kind === 'price' ? { ...choice, priceMax: max } : { ...choice, rateMax: max };
}

export const sameChoice = (a: QuickSearchChoice, b: QuickSearchChoice) =>
  marketFilterSearch(quickSearchFilter(a)) === marketFilterSearch(quickSearchFilter(b));
