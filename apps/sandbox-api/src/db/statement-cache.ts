import type Database from 'better-sqlite3';

/** Prepared statements keyed by SQL text: dynamic filter queries repeat the same few shapes. */
export function statementCache(db: Database.Database, maxSize = 500) {
  const cache = new Map<string, Database.Statement>();
  return (sql: string): Database.Statement => {
    let statement = cache.get(sql);
    if (!statement) {
      if (cache.size >= maxSize) cache.delete(cache.keys().next().value as string);
      statement = db.prepare(sql);
      cache.set(sql, statement);
    }
    return statement;
  };
}
