import type Database from 'better-sqlite3';

/** Strings stored once, rows keep small integer codes. */
export class Dictionary {
  readonly values: string[] = [];
  private readonly codes = new Map<string, number>();
  code(value: string): number {
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.values.push(value);
      this.codes.set(value, code);
    }
    return code;
  }
  find(value: string): number | undefined {
    return this.codes.get(value);
  }
}

interface IndexRow {
  id: number;
  make: string;
  model_id: number;
  model: string;
  cond: string;
  fuel: string;
  body: string;
  color: string;
  trans: string;
  drive: string;
  vehtyp: string;
  efficiency: string;
  seats: number;
  price: number;
  leasing_rate: number | null;
  age_months: number | null;
  mileage: number;
  seller_id: number;
  seller_name: string;
  latitude: number;
  longitude: number;
  is_reserved: number;
  equipment: number;
  quality: number;
  buying: number;
  action: number;
  listed_days: number;
  relevance: number;
  search_text: string;
}

export const CODED_COLUMNS = ['make', 'cond', 'fuel', 'body', 'color', 'trans', 'drive', 'vehtyp', 'efficiency'] as const;
export type CodedColumn = (typeof CODED_COLUMNS)[number];

/**
 * The search index of the vehicle market: every filterable column of the vehicles table as a typed
 * array, loaded once at start (vehicles are seeded and read-only). Filtering, counting and ordering
 * run over these arrays; page rows are then read from SQLite by primary key.
 */
export class VehicleIndex {
  readonly size: number;
  readonly id: Int32Array;
  readonly coded: Record<CodedColumn, Uint8Array>;
  readonly dictionaries: Record<CodedColumn, Dictionary>;
  readonly modelId: Int32Array;
  readonly modelName: Uint16Array;
  readonly modelNames = new Dictionary();
  readonly seats: Int16Array;
  readonly price: Float64Array;
  /** NaN when the vehicle cannot be leased */
  readonly rate: Float64Array;
  /** months since first registration; 0 for new vehicles */
  readonly age: Int32Array;
  readonly mileage: Int32Array;
  readonly seller: Int32Array;
  readonly reserved: Uint8Array;
  readonly equipment: Int32Array;
  readonly quality: Int32Array;
  readonly buying: Int32Array;
  readonly action: Int32Array;
  readonly listed: Int32Array;
  readonly relevance: Int32Array;
  readonly searchText: string[];
  /** seller id → name, latitude, longitude (vehicles stand at their seller) */
  readonly sellers = new Map<number, { name: string; latitude: number; longitude: number }>();
  readonly positionById = new Map<number, number>();
  /** row positions per seller, by id ascending */
  readonly rowsBySeller = new Map<number, number[]>();
  readonly maxSellerId: number;
  readonly maxModelId: number;

  constructor(rows: IndexRow[]) {
    const n = rows.length;
    this.size = n;
    this.id = new Int32Array(n);
    this.coded = Object.fromEntries(CODED_COLUMNS.map((c) => [c, new Uint8Array(n)])) as Record<CodedColumn, Uint8Array>;
    this.dictionaries = Object.fromEntries(CODED_COLUMNS.map((c) => [c, new Dictionary()])) as Record<CodedColumn, Dictionary>;
    this.modelId = new Int32Array(n);
    this.modelName = new Uint16Array(n);
    this.seats = new Int16Array(n);
    this.price = new Float64Array(n);
    this.rate = new Float64Array(n);
    this.age = new Int32Array(n);
    this.mileage = new Int32Array(n);
    this.seller = new Int32Array(n);
    this.reserved = new Uint8Array(n);
    this.equipment = new Int32Array(n);
    this.quality = new Int32Array(n);
    this.buying = new Int32Array(n);
    this.action = new Int32Array(n);
    this.listed = new Int32Array(n);
    this.relevance = new Int32Array(n);
    this.searchText = new Array<string>(n);
    let maxSeller = 0;
    let maxModel = 0;
    rows.forEach((row, i) => {
      this.id[i] = row.id;
      this.positionById.set(row.id, i);
      for (const column of CODED_COLUMNS) this.coded[column][i] = this.dictionaries[column].code(row[column]);
      this.modelId[i] = row.model_id;
      this.modelName[i] = this.modelNames.code(row.model.toLowerCase());
      this.seats[i] = row.seats;
      this.price[i] = row.price;
      this.rate[i] = row.leasing_rate ?? Number.NaN;
      this.age[i] = row.age_months ?? 0;
      this.mileage[i] = row.mileage;
      this.seller[i] = row.seller_id;
      this.reserved[i] = row.is_reserved;
      this.equipment[i] = row.equipment;
      this.quality[i] = row.quality;
      this.buying[i] = row.buying;
      this.action[i] = row.action;
      this.listed[i] = row.listed_days;
      this.relevance[i] = row.relevance;
      this.searchText[i] = row.search_text;
      if (!this.sellers.has(row.seller_id))
        this.sellers.set(row.seller_id, { name: row.seller_name, latitude: row.latitude, longitude: row.longitude });
      const sellerRows = this.rowsBySeller.get(row.seller_id) ?? [];
      sellerRows.push(i);
      this.rowsBySeller.set(row.seller_id, sellerRows);
      maxSeller = Math.max(maxSeller, row.seller_id);
      maxModel = Math.max(maxModel, row.model_id);
    });
    this.maxSellerId = maxSeller;
    this.maxModelId = maxModel;
  }

  static load(db: Database.Database): VehicleIndex {
    const rows = db
      .prepare(
        `SELECT id, make, model_id, model, cond, fuel, body, color, trans, drive, vehtyp, efficiency, seats, price, leasing_rate, age_months,
                mileage, seller_id, seller_name, latitude, longitude, is_reserved, equipment, quality, buying, action, listed_days, relevance, search_text
         FROM vehicles ORDER BY id`,
      )
      .all() as IndexRow[];
    return new VehicleIndex(rows);
  }
}
