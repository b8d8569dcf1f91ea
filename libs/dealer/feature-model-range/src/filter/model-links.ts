import type { MakesAndModelsResponse, Model } from '@carweb/api-contracts';
import { dealerPagePath, type DealerBase } from '@carweb/platform-routing';
import { marketLinks } from '@carweb/vehicle-market-feature-vehicle-teasers';
import { marketFilterSearch } from '@carweb/vehicle-market-util-search-state';

/** The dealer's vehicles of one model: the make as the vehicle market names it, and how many there are. */
export interface ModelStock {
  make: string;
  count: number;
}

/** The dealer's stock per model id, from the vehicle market's makes and models (its `model[]` ids are the model ids). */
export function stockByModel(response: MakesAndModelsResponse): Map<string, ModelStock> {
  return new Map(response.makes.flatMap((make) => make.models.map((model) => [model.id, { make: make.id, count: model.count ?? 0 }])));
}

/** Where a model card leads into the vehicle market, as far as the dealer's stock is known. */
export type StockLink =
  /** the stock is not known (still loading, or the call failed): the list filtered by the model */
  | { kind: 'unknown'; href: string }
  | { kind: 'inStock'; href: string; count: number }
  /** the dealer has no vehicle of the model: no link to an empty list */
  | { kind: 'none' };

/**
 * The dealer's vehicle list filtered by the model (SPEC §3 list URL parameters `make`, `model[]`, the
 * way the list's own filter writes them); null when the brand has no vehicle market.
 */
export function stockLink(model: Pick<Model, 'id'>, base: DealerBase, stock: Map<string, ModelStock> | undefined): StockLink | null {
  if (!base.brand.features.vehicleMarket) return null;
  const list = (make?: string) =>
    marketLinks({ kind: 'dealer', dealer: base }).list(marketFilterSearch({ make, model: [String(model.id)] }));
  if (!stock) return { kind: 'unknown', href: list() };
  const entry = stock.get(String(model.id));
  return entry && entry.count > 0 ? { kind: 'inStock', href: list(entry.make), count: entry.count } : { kind: 'none' };
}

/**
 * The model's test drive and offer forms ({base}/modell-probefahrt/{slug}, {base}/modell-offerte/{slug}).
 * Both exist where this page does: with the brand's model range, for dealers that are not service
 * dealers, for the models of the brand's range (their guard loads the model page by this slug).
 */
export function modelFormLinks(model: Pick<Model, 'slug'>, base: DealerBase): { testDrive: string; offer: string } | null {
  if (!model.slug) return null;
  const slug = encodeURIComponent(model.slug);
  return { testDrive: dealerPagePath(base, 'modelTestDrive', slug), offer: dealerPagePath(base, 'modelOfferForm', slug) };
}
