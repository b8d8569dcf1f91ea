/**
 * Seeded tables are dropped and rebuilt when the seed version or size changes.
 * Runtime tables (leads, uploads, saved configurations, payment sessions, tracking events) survive a re-seed.
 */
export const SEEDED_TABLES = ['meta', 'dealers', 'dealer_content', 'vehicles', 'catalog_entries', 'content_entries'] as const;

export const SEEDED_SCHEMA = `
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

CREATE TABLE dealers (
  dealer_id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  parent_id INTEGER,
  wholesaler TEXT NOT NULL,
  type TEXT NOT NULL,
  name TEXT NOT NULL,
  city TEXT NOT NULL,
  zip TEXT NOT NULL,
  latitude REAL NOT NULL,
  longitude REAL NOT NULL,
  services TEXT NOT NULL,
  data TEXT NOT NULL
);
CREATE INDEX idx_dealers_wholesaler ON dealers (wholesaler);
CREATE INDEX idx_dealers_parent ON dealers (parent_id);

CREATE TABLE dealer_content (
  dealer_id INTEGER NOT NULL,
  kind TEXT NOT NULL,
  slug TEXT NOT NULL,
  locale TEXT NOT NULL,
  position INTEGER NOT NULL,
  data TEXT NOT NULL,
  PRIMARY KEY (dealer_id, kind, locale, slug)
) WITHOUT ROWID;

CREATE TABLE vehicles (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL,
  make TEXT NOT NULL,
  model_id INTEGER NOT NULL,
  model TEXT NOT NULL,
  model_type TEXT NOT NULL,
  cond TEXT NOT NULL,
  fuel TEXT NOT NULL,
  body TEXT NOT NULL,
  color TEXT NOT NULL,
  trans TEXT NOT NULL,
  drive TEXT NOT NULL,
  vehtyp TEXT NOT NULL,
  doors INTEGER NOT NULL,
  seats INTEGER NOT NULL,
  power_kw INTEGER NOT NULL,
  price INTEGER NOT NULL,
  new_price INTEGER,
  leasing_rate REAL,
  age_months INTEGER,
  mileage INTEGER NOT NULL,
  efficiency TEXT NOT NULL,
  consumption REAL,
  emission INTEGER,
  seller_id INTEGER NOT NULL,
  seller_name TEXT NOT NULL,
  latitude REAL NOT NULL,
  longitude REAL NOT NULL,
  is_reserved INTEGER NOT NULL,
  equipment INTEGER NOT NULL,
  quality INTEGER NOT NULL,
  buying INTEGER NOT NULL,
  action INTEGER NOT NULL,
  car_number TEXT NOT NULL,
  listed_days INTEGER NOT NULL,
  relevance INTEGER NOT NULL,
  search_text TEXT NOT NULL
);
-- list, count and facet queries run on the in-memory search index (services/core/vehicle-index.ts);
-- SQL reads vehicles by primary key, and by seller for ad-hoc queries
CREATE INDEX idx_vehicles_seller ON vehicles (seller_id);

CREATE TABLE catalog_entries (
  kind TEXT NOT NULL,
  key TEXT NOT NULL,
  brand TEXT NOT NULL,
  position INTEGER NOT NULL,
  data TEXT NOT NULL,
  PRIMARY KEY (kind, key)
) WITHOUT ROWID;
CREATE INDEX idx_catalog_brand ON catalog_entries (kind, brand, position);

CREATE TABLE content_entries (
  id TEXT NOT NULL,
  model TEXT NOT NULL,
  locale TEXT NOT NULL,
  name TEXT NOT NULL,
  brand TEXT,
  dealer_id INTEGER,
  url_path TEXT,
  category TEXT,
  published INTEGER NOT NULL,
  hidden INTEGER NOT NULL,
  published_days_ago INTEGER NOT NULL,
  depublish_in_days INTEGER,
  data TEXT NOT NULL,
  PRIMARY KEY (id, locale)
);
CREATE INDEX idx_content_model ON content_entries (model, locale, published_days_ago);
`;

export const RUNTIME_SCHEMA = `
CREATE TABLE IF NOT EXISTS leads (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  type TEXT NOT NULL,
  service TEXT NOT NULL,
  dealer_id INTEGER,
  locale TEXT NOT NULL,
  payload TEXT NOT NULL,
  payload_hash TEXT NOT NULL,
  idempotency_key TEXT UNIQUE,
  response TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS idx_leads_type ON leads (type, created_at);

CREATE TABLE IF NOT EXISTS uploads (
  id TEXT PRIMARY KEY,
  file_name TEXT NOT NULL,
  content_type TEXT NOT NULL,
  size INTEGER NOT NULL,
  stored_path TEXT NOT NULL,
  created_at TEXT NOT NULL
);
-- an upload repeated with its Idempotency-Key (a lead sent again) gets the first answer: its own table, so a
-- database of before has it too
CREATE TABLE IF NOT EXISTS upload_keys (
  idempotency_key TEXT PRIMARY KEY,
  content_hash TEXT NOT NULL,
  response TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS saved_configurations (
  configuration_code TEXT PRIMARY KEY,
  entity_id INTEGER NOT NULL,
  items TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS payment_sessions (
  payment_session_id TEXT PRIMARY KEY,
  lead_id INTEGER,
  amount INTEGER NOT NULL,
  currency TEXT NOT NULL,
  status TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- what the sandbox's tag-manager container forwarded (src/tags); AUTOINCREMENT: ids are never reused after the oldest
-- rows are trimmed or all are cleared, so a reader's ?since=<id> never skips a new event
CREATE TABLE IF NOT EXISTS tracking_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  received_at TEXT NOT NULL,
  container_id TEXT,
  page TEXT,
  event TEXT,
  payload TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS idx_tracking_events_event ON tracking_events (event, id);
`;
