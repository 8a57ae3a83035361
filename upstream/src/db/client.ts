// Opens the database: PGlite on disk by default, node-postgres when DATABASE_URL is set, PGlite in memory for tests.
// Both drivers get the same drizzle schema and the same migration folder; callers only see `Db`.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { logger } from '../log';
import * as schema from './schema';
import { UPSTREAM_DIR } from '../paths';

type Schema = typeof schema;
/** The common drizzle type of both drivers (PGlite and node-postgres both return `{ rows }`). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const MIGRATIONS_FOLDER = path.join(UPSTREAM_DIR, 'drizzle');

export interface OpenDbOptions {
  /** PostgreSQL URL; when set, PGlite is not used. */
  databaseUrl?: string;
  /** PGlite data folder; undefined means in memory. */
  pgliteDir?: string;
  /** A PGlite dump (dumpDataDir) to start from, for fast test setup. */
  loadDataDir?: Blob | File;
  /** Skip migrations (a restored dump is already migrated). */
  migrate?: boolean;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'pg';
  /** The PGlite instance (for dumpDataDir in tests), when kind is 'pglite'. */
  pglite?: PGlite;
  close(): Promise<void>;
}

export async function openDb(opts: OpenDbOptions): Promise<Database> {
  const shouldMigrate = opts.migrate ?? true;
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle connection closed by the server (restart, failover, DROP DATABASE … WITH (FORCE) in tests) emits 'error'
    // on the pool; unhandled, that event would crash the process. The pool replaces the connection on the next query.
    pool.on('error', (err) => logger.error({ err }, 'idle database connection lost'));
    const db = drizzlePg({ client: pool, schema });
    if (shouldMigrate) {
      // Several instances may start together on one server: an advisory lock on one connection serialises migrations.
      const conn = await pool.connect();
      try {
        await conn.query('select pg_advisory_lock(4101001)');
        await migratePg(drizzlePg({ client: conn, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await conn.query('select pg_advisory_unlock(4101001)').catch(() => undefined);
        conn.release();
      }
    }
    return { db: db as unknown as Db, kind: 'pg', close: () => pool.end() };
  }
  if (opts.pgliteDir) fs.mkdirSync(path.dirname(opts.pgliteDir), { recursive: true }); // PGlite does not create parents
  const client = new PGlite({ dataDir: opts.pgliteDir, loadDataDir: opts.loadDataDir });
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  if (shouldMigrate) await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return { db: db as unknown as Db, kind: 'pglite', pglite: client, close: () => client.close() };
}
