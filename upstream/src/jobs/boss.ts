// pg-boss on the upstream's own database, PGlite or PostgreSQL.
// pg-boss 10 (the last line for Node 20) takes a `db` with executeSql(text, values): on PostgreSQL that is the app's
// pg pool; on PGlite a parameterised statement goes to query() and a parameterless script (pg-boss's schema install
// and its locked `BEGIN; …; COMMIT` commands hold several statements) to exec(), which runs them in one call.
import PgBoss from 'pg-boss';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { logger } from '../log';

type Rows = { rows: unknown[] };
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<Rows>;
}

interface PgliteLike {
  query(text: string, values?: unknown[]): Promise<Rows>;
  exec(text: string): Promise<Rows[]>;
}
interface PoolLike {
  query(text: string, values?: unknown[]): Promise<Rows>;
}

/** The raw client behind a drizzle instance (drizzle keeps it as `$client`). */
function executorOf(db: Db): SqlExecutor {
  const client = (db as unknown as { $client: PgliteLike | PoolLike }).$client;
  if ('exec' in client && typeof client.exec === 'function') {
    const lite = client as PgliteLike;
    return {
      async executeSql(text, values) {
        if (values && values.length) return lite.query(text, values);
        const results = await lite.exec(text);
        return results[results.length - 1] ?? { rows: [] };
      },
    };
  }
  return { executeSql: (text, values) => (client as PoolLike).query(text, values) };
}

// Drivers differ on undefined and on plain objects: send null and JSON text (pg-boss casts its json parameters).
const param = (v: unknown) =>
  v === undefined ? null : v !== null && typeof v === 'object' && !(v instanceof Date) ? JSON.stringify(v) : v;

/** pg-boss statements inside a drizzle transaction (`$1`… placeholders become drizzle parameters). */
export function executorOfTx(tx: Db): SqlExecutor {
  return {
    async executeSql(text, values = []) {
      const parts = text.split(/\$(\d+)/);
      const chunks: SQL[] = [];
      parts.forEach((part, i) => {
        if (i % 2 === 0) chunks.push(sql.raw(part));
        else chunks.push(sql`${param(values[Number(part) - 1])}`);
      });
      const result = (await tx.execute(sql.join(chunks, sql.raw('')))) as unknown as Rows;
      return { rows: result.rows };
    },
  };
}

export const MAIL_QUEUE = 'mail';

export interface BossOptions {
  /** Maintenance timers (expire stuck jobs, archive): on in the server, off in tests that drive the queue. */
  supervise: boolean;
}

export async function startBoss(db: Db, opts: BossOptions): Promise<PgBoss> {
  const boss = new PgBoss({
    db: executorOf(db),
    schema: 'pgboss',
    supervise: opts.supervise,
    schedule: false,
    migrate: true,
  } as unknown as PgBoss.ConstructorOptions);
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();
  // Retried with exponential backoff (pg-boss: retryDelay * 2^n); a job that hangs is expired and retried.
  await boss.createQueue(MAIL_QUEUE, {
    name: MAIL_QUEUE,
    retryLimit: 6,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 300,
  } as PgBoss.Queue);
  return boss;
}
