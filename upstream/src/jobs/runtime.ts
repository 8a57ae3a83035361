// The upstream's job runtime: pg-boss carries queued e-mails to the mailer (retried with backoff, each job fetched
// by one instance: SKIP LOCKED), and a sweep finds due work by the injectable clock (session reminders, pay-later
// deadlines, waitlist offers, notify-me). Everything time-based is decided by `clock()` against stored dates, never
// by timers holding state, so a restart loses nothing and tests move time instead of sleeping.
//
// In the server (`start()`): mail workers poll every 2 s, the sweep runs every JOBS_SWEEP_SECONDS, and a domain write
// calls kick() to flush its queued mail at once. With JOBS=manual (tests) nothing runs by itself: drain() and tick().
import type PgBoss from 'pg-boss';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailLog } from '../db/schema';
import { executorOfTx, MAIL_QUEUE, startBoss } from './boss';

export interface Jobs {
  /** A domain write queued mail: carry it to the queue soon (server mode; a no-op with JOBS=manual). */
  kick(): void;
  /** Moves queued mail rows into the job queue; the number moved. */
  flush(): Promise<number>;
  /** flush(), then runs every mail job that is due now; the number of jobs run. */
  drain(): Promise<number>;
  /** The sweep at clock() time, then drain(). */
  tick(): Promise<void>;
  /** Workers and the sweep timer (server). */
  start(): Promise<void>;
  /** Stops timers and workers; in-flight jobs finish first. */
  stop(): Promise<void>;
}

interface JobHandlers {
  sendMail(key: string): Promise<void>;
  sweep(now: Date): Promise<void>;
}

export interface JobsOptions {
  db: Db;
  clock: () => Date;
  mode: 'on' | 'manual';
  sweepSeconds: number;
  handlers: JobHandlers;
}

const log = (level: 'info' | 'error', msg: string, extra: Record<string, unknown> = {}) =>
  process.stdout.write(
    JSON.stringify({ level, service: 'upstream', time: new Date().toISOString(), msg, ...extra }) + '\n',
  );

export function createJobs(o: JobsOptions): Jobs {
  let boss: Promise<PgBoss> | null = null;
  let stopped = false;
  let sweepTimer: NodeJS.Timeout | undefined;
  let flushing: Promise<number> | null = null;
  const running = new Set<Promise<unknown>>();

  const ready = () => {
    boss ??= startBoss(o.db, { supervise: o.mode === 'on' }).catch((error: unknown) => {
      boss = null;
      throw error;
    });
    return boss;
  };

  /** Tracks background work so stop() can wait for it before the database closes. */
  const track = <T>(p: Promise<T>) => {
    running.add(p);
    void p.finally(() => running.delete(p)).catch(() => undefined);
    return p;
  };

  async function flushOnce(): Promise<number> {
    const b = await ready(); // started before the transaction: on PGlite, the outer db inside it would deadlock
    return o.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const rows = await tx
        .select({ key: mailLog.key })
        .from(mailLog)
        .where(eq(mailLog.status, 'queued'))
        .orderBy(asc(mailLog.createdAt))
        .limit(200)
        .for('update', { skipLocked: true });
      if (!rows.length) return 0;
      for (const r of rows) await b.send(MAIL_QUEUE, { key: r.key }, { db: executorOfTx(tx) } as PgBoss.SendOptions);
      await tx
        .update(mailLog)
        .set({ status: 'enqueued' })
        .where(
          inArray(
            mailLog.key,
            rows.map((r) => r.key),
          ),
        );
      return rows.length;
    });
  }

  const flush = () => {
    // One flush at a time per process; another instance's flush skips the rows this one holds (SKIP LOCKED).
    flushing ??= flushOnce().finally(() => (flushing = null));
    return flushing;
  };

  async function runJob(b: PgBoss, job: PgBoss.Job<{ key: string }>) {
    try {
      await o.handlers.sendMail(job.data.key);
      await b.complete(MAIL_QUEUE, job.id);
    } catch (error) {
      log('error', 'mail job failed', { key: job.data.key, error: String(error) });
      await b.fail(MAIL_QUEUE, job.id, { message: String(error) });
    }
  }

  async function drain(): Promise<number> {
    await flush();
    const b = await ready();
    let n = 0;
    for (;;) {
      const jobs = await b.fetch<{ key: string }>(MAIL_QUEUE, { batchSize: 10 });
      if (!jobs || jobs.length === 0) return n;
      for (const job of jobs) await runJob(b, job);
      n += jobs.length;
    }
  }

  async function sweepAndFlush() {
    await o.handlers.sweep(o.clock());
    await flush();
  }

  return {
    kick() {
      if (o.mode !== 'on' || stopped) return;
      setImmediate(() => {
        track(flush()).catch((error: unknown) => log('error', 'mail flush failed', { error: String(error) }));
      });
    },
    flush,
    drain,
    async tick() {
      await o.handlers.sweep(o.clock());
      await drain();
    },
    async start() {
      const b = await ready();
      await b.work<{ key: string }>(MAIL_QUEUE, { pollingIntervalSeconds: 2, batchSize: 5 }, async (jobs) => {
        // Failures are recorded per job (fail → retry with backoff) rather than failing the whole batch.
        for (const job of jobs) await runJob(b, job);
      });
      const every = Math.max(1, o.sweepSeconds) * 1000;
      const loop = () => {
        if (stopped) return;
        track(sweepAndFlush())
          .catch((error: unknown) => log('error', 'sweep failed', { error: String(error) }))
          .finally(() => {
            if (!stopped) sweepTimer = setTimeout(loop, every);
          });
      };
      sweepTimer = setTimeout(loop, 1000);
    },
    async stop() {
      stopped = true;
      clearTimeout(sweepTimer);
      await Promise.allSettled([...running]);
      if (boss) {
        const b = await boss.catch(() => null);
        await b?.stop({ graceful: true, close: false, wait: true, timeout: 5000 });
      }
    },
  };
}
