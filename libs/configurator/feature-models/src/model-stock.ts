import type { Dealer, MakesAndModelsResponse, Model } from '@carweb/api-contracts';
import { makesAndModelsQuery, marketApi } from '@carweb/api-core';
import { dealerFilterIds } from '@carweb/api-dealer';
import type { ApiContext } from '@carweb/api-http';
import { marketLinks } from '@carweb/vehicle-market-feature-vehicle-teasers';
import { marketFilterSearch } from '@carweb/vehicle-market-util-search-state';
import { brandOfLevel, localeOfLevel, type ModelLevel } from './model-level';

type StockDealer = Pick<Dealer, 'dealerId' | 'subDealers' | 'vehicleSourceDealerIds'>;

/**
 * The vehicles in stock per make and model on the level: the dealer's (its sub-dealers and source dealers, as its
 * vehicle list scopes itself) or, on the site, every dealer's of the brand (the brand-wide vehicle market).
 */
export const modelStockQuery = (api: ApiContext, dealer: StockDealer | null) =>
  makesAndModelsQuery(marketApi(api), dealer ? { dealerId: dealerFilterIds(dealer) } : {});

/** Where the model page leads into the vehicle market, as far as the stock is known. */
export type ModelStockLink =
  /** the stock is not known (still loading, or the call failed): the list filtered by the model */
  | { kind: 'unknown'; href: string }
  | { kind: 'inStock'; href: string; count: number }
  /** no vehicle of the model: no link to an empty list */
  | { kind: 'none' };

/**
 * The level's vehicle list filtered by the model (SPEC §3 list parameters `make`, `model[]`, as the list's own filter
 * writes them) with the live count; null when the brand has no vehicle market.
 */
export function modelStockLink(
  model: Pick<Model, 'id'>,
  level: ModelLevel,
  stock: MakesAndModelsResponse | undefined,
): ModelStockLink | null {
  const brand = brandOfLevel(level);
  if (!brand.features.vehicleMarket) return null;
  const links = marketLinks(level.kind === 'dealer' ? level : { kind: 'brand', brand, locale: localeOfLevel(level) });
  const list = (make?: string) => links.list(marketFilterSearch({ make, model: [String(model.id)] }));
  if (!stock) return { kind: 'unknown', href: list() };
  const id = String(model.id);
  for (const make of stock.makes) {
    const entry = make.models.find((candidate) => candidate.id === id);
    if (entry && (entry.count ?? 0) > 0) return { kind: 'inStock', href: list(make.id), count: entry.count ?? 0 };
  }
  return { kind: 'none' };
}
