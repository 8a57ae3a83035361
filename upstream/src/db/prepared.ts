// Prepared statements for the hot reads (the caller check, the per-page counts): Drizzle builds their SQL once per
// database instead of on every call, and on PostgreSQL they are named statements, planned once per connection (PGlite
// still parses each). Keyed by the Db, as tests open several.
import type { Db } from './client';

type Prepared = { execute(placeholders?: Record<string, unknown>): Promise<unknown> };

/** One prepared statement per database and `name`, made by `build` on first use. */
export function preparedQuery<P extends Prepared>(name: string, build: (db: Db, name: string) => P): (db: Db) => P {
  const byDb = new WeakMap<Db, P>();
  return (db) => {
    let query = byDb.get(db);
    if (!query) byDb.set(db, (query = build(db, name)));
    return query;
  };
}
