import type Database from 'better-sqlite3';
import type { Dealer } from '@carweb/api-contracts';
import type { SeedContactPerson } from '../../domain/dealer-record';
import { mediaUrl } from '../../media/media-paths';

export interface DealerRow {
  dealer_id: number;
  slug: string;
  parent_id: number | null;
  wholesaler: string;
  type: Dealer['type'];
  services: string;
  latitude: number;
  longitude: number;
  data: string;
}

export interface StoredDealer {
  dealer: Dealer;
  parentId: number | null;
  services: string[];
  contactPersons: SeedContactPerson[];
  language: 'de' | 'fr' | 'it';
}

export function dealerRepository(db: Database.Database, mediaBase: string) {
  const bySlug = db.prepare('SELECT * FROM dealers WHERE slug = ?');
  const byId = db.prepare('SELECT * FROM dealers WHERE dealer_id = ?');
  const all = db.prepare('SELECT * FROM dealers ORDER BY dealer_id');
  const cache = new Map<number, StoredDealer>();
  /** sellers that have stock: hasCars is what the vehicle market really shows for the dealer */
  const sellersWithVehicles = new Set(
    (db.prepare('SELECT DISTINCT seller_id AS id FROM vehicles').all() as { id: number }[]).map((r) => r.id),
  );
  const sellerIds = (dealer: Dealer) => [dealer.dealerId, ...dealer.subDealers.map((s) => s.dealerId), ...dealer.vehicleSourceDealerIds];

  function toStored(row: DealerRow): StoredDealer {
    const cached = cache.get(row.dealer_id);
    if (cached) return cached;
    const data = JSON.parse(row.data) as Omit<StoredDealer, 'parentId' | 'services'>;
    const image = (img: { url: string } | null) => (img ? { url: mediaUrl(mediaBase, img.url) } : null);
    const dealer: Dealer = {
      ...data.dealer,
      hasCars: sellerIds(data.dealer).some((id) => sellersWithVehicles.has(id)),
      locationImage: image(data.dealer.locationImage),
      subDealers: data.dealer.subDealers.map((sub) => ({ ...sub, locationImage: image(sub.locationImage) })),
    };
    const stored = { ...data, dealer, parentId: row.parent_id, services: JSON.parse(row.services) as string[] };
    cache.set(row.dealer_id, stored);
    return stored;
  }

  const repository = {
    bySlug: (slug: string) => {
      const row = bySlug.get(slug) as DealerRow | undefined;
      return row ? toStored(row) : undefined;
    },
    byId: (dealerId: number) => {
      const row = byId.get(dealerId) as DealerRow | undefined;
      return row ? toStored(row) : undefined;
    },
    all: () => (all.all() as DealerRow[]).map(toStored),
    /** "Dealer filters use the dealerId of the dealer, its sub-dealers and extra source dealers" (SPEC §7). */
    vehicleSellerIds: sellerIds,
  };
  return repository;
}

export type DealerRepository = ReturnType<typeof dealerRepository>;
