/** One row of the vehicles table (codes, not labels). */
export interface VehicleRecord {
  id: number;
  slug: string;
  make: string;
  model_id: number;
  model: string;
  model_type: string;
  cond: string;
  fuel: string;
  body: string;
  color: string;
  trans: string;
  drive: string;
  vehtyp: string;
  doors: number;
  seats: number;
  power_kw: number;
  price: number;
  new_price: number | null;
  leasing_rate: number | null;
  /** months since first registration; null for new vehicles */
  age_months: number | null;
  mileage: number;
  efficiency: string;
  consumption: number | null;
  emission: number | null;
  seller_id: number;
  seller_name: string;
  latitude: number;
  longitude: number;
  is_reserved: number;
  equipment: number;
  quality: number;
  buying: number;
  action: number;
  car_number: string;
  listed_days: number;
  /** default sort key, lower first: top vehicles, then the most recently listed */
  relevance: number;
  search_text: string;
}

export const VEHICLE_COLUMNS: readonly (keyof VehicleRecord)[] = [
  'id',
  'slug',
  'make',
  'model_id',
  'model',
  'model_type',
  'cond',
  'fuel',
  'body',
  'color',
  'trans',
  'drive',
  'vehtyp',
  'doors',
  'seats',
  'power_kw',
  'price',
  'new_price',
  'leasing_rate',
  'age_months',
  'mileage',
  'efficiency',
  'consumption',
  'emission',
  'seller_id',
  'seller_name',
  'latitude',
  'longitude',
  'is_reserved',
  'equipment',
  'quality',
  'buying',
  'action',
  'car_number',
  'listed_days',
  'relevance',
  'search_text',
];
