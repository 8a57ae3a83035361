// Test harness for upstream/: a migrated and seeded database per suite, and signed request headers.
// PGlite: migrate + seed once, dump to .data/test-cache/<hash>.tar.gz (keyed by migrations, seed sources and the
// Dubai day, since seed dates are relative to it), restore per suite with loadDataDir (well under a second).
// With TEST_DATABASE_URL: a fresh PostgreSQL database per suite, copied from a seeded template, dropped at the end.
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import pg from 'pg';
import { createApp } from '../../../upstream/src/app';
import { loadConfig, type Config } from '../../../upstream/src/config';
import { MIGRATIONS_FOLDER, openDb, type Database } from '../../../upstream/src/db/client';
import { createMailer, type Mailer } from '../../../upstream/src/mail/mailer';
import { seedIfEmpty } from '../../../upstream/src/seed';
import { dubaiDay } from '../../../upstream/src/seed/seed-database';

export const ROOT = path.resolve(__dirname, '../../..');
export const ZERO = '00000000-0000-0000-0000-000000000000';
export const SIGNING_SECRET = 'test-signing-secret-0123456789-abcdef';
export const ANON_TOKEN = 'test-anon-token';

function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => {
      const p = path.join(dir, e.name);
      return e.isDirectory() ? listFiles(p) : [p];
    })
    .sort();
}

/** Hash of everything that shapes the seeded database. */
function cacheKey(now: Date): string {
  const h = createHash('sha256');
  const sources = [
    ...listFiles(MIGRATIONS_FOLDER),
    ...listFiles(path.join(ROOT, 'upstream/src/seed')),
    path.join(ROOT, 'upstream/src/db/schema.ts'),
  ];
  for (const f of sources) h.update(f.slice(ROOT.length)).update(fs.readFileSync(f));
  h.update(dubaiDay(now).toISOString());
  return h.digest('hex').slice(0, 16);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One worker builds the dump while the others wait for it (mkdir is atomic); a stale lock is broken after 3 min. */
async function withBuildLock<T>(
  lockDir: string,
  ready: () => boolean,
  build: () => Promise<T>,
  otherwise: () => Promise<T>,
): Promise<T> {
  for (;;) {
    if (ready()) return otherwise();
    try {
      fs.mkdirSync(lockDir);
    } catch {
      const age = Date.now() - (fs.statSync(lockDir, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 180_000) fs.rmSync(lockDir, { recursive: true, force: true });
      await sleep(250);
      continue;
    }
    try {
      return ready() ? await otherwise() : await build();
    } finally {
      fs.rmSync(lockDir, { recursive: true, force: true });
    }
  }
}

async function pgliteFromCache(now: Date): Promise<Database> {
  const dir = path.join(ROOT, '.data/test-cache');
  fs.mkdirSync(dir, { recursive: true });
  const key = cacheKey(now);
  const file = path.join(dir, `${key}.tar.gz`);
  const restore = () => openDb({ loadDataDir: new Blob([fs.readFileSync(file)]), migrate: false });
  return withBuildLock(
    `${file}.lock`,
    () => fs.existsSync(file),
    async () => {
      const database = await openDb({});
      await seedIfEmpty(database.db, { now, fixtures: true });
      const dump = await database.pglite!.dumpDataDir('gzip');
      const tmp = `${file}.${process.pid}.${randomUUID()}.tmp`;
      fs.writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
      fs.renameSync(tmp, file);
      // Dumps of older migrations, seeds or days are dead weight.
      for (const f of fs.readdirSync(dir))
        if (f.endsWith('.tar.gz') && !f.startsWith(key)) fs.rmSync(path.join(dir, f), { force: true });
      return database;
    },
    restore,
  );
}

async function adminQuery<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * The migrated and seeded database every suite copies (CREATE DATABASE … TEMPLATE, a file copy): seeding anew per
 * suite took most of the PostgreSQL pass. Named by the same key as the PGlite dump; one worker builds it under an
 * advisory lock while the others wait; templates of older keys are dropped.
 */
async function postgresTemplate(adminUrl: string, now: Date): Promise<string> {
  const key = cacheKey(now);
  const template = `upstream_tpl_${key}`;
  return adminQuery(adminUrl, async (admin) => {
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', ['upstream_test_template']);
    try {
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
      if (found.rowCount) return template;
      const building = `${template}_build`;
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${building}`);
      const url = new URL(adminUrl);
      url.pathname = `/${building}`;
      const database = await openDb({ databaseUrl: url.toString() });
      await seedIfEmpty(database.db, { now, fixtures: true });
      await database.close();
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
      const stale = await admin.query<{ datname: string }>(
        "SELECT datname FROM pg_database WHERE datname LIKE 'upstream\\_tpl\\_%' AND datname <> $1",
        [template],
      );
      for (const { datname } of stale.rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      return template;
    } finally {
      await admin.query('SELECT pg_advisory_unlock(hashtext($1))', ['upstream_test_template']);
    }
  });
}

async function freshPostgres(adminUrl: string, now: Date): Promise<Database> {
  const name = `upstream_test_${Date.now()}_${process.pid}_${Math.floor(Math.random() * 1e6)}`;
  const template = await postgresTemplate(adminUrl, now);
  await adminQuery(adminUrl, async (admin) => {
    // Two copies of one template at the same instant: PostgreSQL refuses the second ("being accessed by other users").
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      } catch (error) {
        if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
        await sleep(200 + Math.random() * 300);
      }
    }
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDb({ databaseUrl: url.toString(), migrate: false });
  const close = database.close;
  return {
    ...database,
    async close() {
      await close();
      await adminQuery(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/** A migrated and seeded database for one suite. */
/** A PGlite data folder at `dir` holding the seeded test database (from the suites' cache), for a real upstream process. */
export async function seedPgliteDir(dir: string, now = new Date()): Promise<void> {
  await (await pgliteFromCache(now)).close();
  const file = path.join(ROOT, '.data/test-cache', `${cacheKey(now)}.tar.gz`);
  const database = await openDb({ pgliteDir: dir, loadDataDir: new Blob([fs.readFileSync(file)]), migrate: false });
  await database.close();
}

export async function createTestDatabase(now = new Date()): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  return url ? freshPostgres(url, now) : pgliteFromCache(now);
}

export interface TestContext {
  database: Database;
  app: ReturnType<typeof createApp>;
  config: Config;
  outboxDir: string;
  close(): Promise<void>;
}

/**
 * The app on a fresh seeded database, with its own data folder (outbox) and test secrets. The dev routes
 * (/dev/outbox, /dev/requests) are on, as the test scripts turn them on; `config` overrides any setting. Its job
 * runtime is manual (JOBS=manual): a test runs queued e-mails with `t.app.jobs.drain()` and due work with
 * `t.app.jobs.tick()`. `database` reuses one (a restart of the upstream on the same data); `dataDir` shares an outbox.
 */
export async function createTestApp(
  opts: {
    clock?: () => Date;
    config?: Partial<Config>;
    quiet?: boolean;
    database?: Database;
    dataDir?: string;
    /** Wraps the outbox mailer (a test that makes sending fail). */
    mailer?: (outbox: Mailer) => Mailer;
  } = {},
): Promise<TestContext> {
  const database = opts.database ?? (await createTestDatabase());
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'upstream-test-'));
  const base = loadConfig({} as NodeJS.ProcessEnv);
  const config: Config = {
    ...base,
    signingSecret: SIGNING_SECRET,
    anonToken: ANON_TOKEN,
    dataDir,
    production: false,
    devRoutes: true,
    ...opts.config,
    lifecycle: { ...base.lifecycle, jobs: 'manual', ...opts.config?.lifecycle },
  };
  const outbox = createMailer({ outboxDir: path.join(dataDir, 'outbox') });
  const mailer = opts.mailer ? opts.mailer(outbox) : outbox;
  const app = createApp({ db: database.db, config, clock: opts.clock, mailer, quiet: opts.quiet ?? true });
  return {
    database,
    app,
    config,
    outboxDir: path.join(dataDir, 'outbox'),
    async close() {
      await app.jobs.stop();
      if (!opts.database) await database.close();
      if (!opts.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface HeaderOptions {
  userId?: string;
  token?: string;
  secret?: string;
  /** Seconds from now; negative for an expired bearer. */
  expiresIn?: number;
  issuer?: string;
  audience?: string;
  lang?: 'en' | 'ar';
}

/** The time bearers are signed at: a suite that moves the app's clock moves this one with it. */
let headerClock: () => Date = () => new Date();
export function setHeaderClock(clock: () => Date) {
  headerClock = clock;
}

export async function bearer(o: HeaderOptions = {}): Promise<string> {
  const now = Math.floor(headerClock().getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(o.issuer ?? 'web')
    .setAudience(o.audience ?? 'upstream')
    .setSubject(o.userId ?? ZERO)
    .setIssuedAt(now - 5)
    .setExpirationTime(now + (o.expiresIn ?? 60))
    .sign(new TextEncoder().encode(o.secret ?? SIGNING_SECRET));
}

/** The contract's request headers, anonymous unless userId/token are given. */
export async function headers(o: HeaderOptions = {}): Promise<Record<string, string>> {
  return {
    authorization: `Bearer ${await bearer(o)}`,
    'x-unique-id': o.userId ?? ZERO,
    'x-secret-token': o.token ?? ANON_TOKEN,
    'x-device-id': 'test-device',
    'x-country': 'AE',
    'x-platform': 'web',
    'x-lang': o.lang ?? 'en',
    'x-env': 'test',
    'x-node': 'jest',
  };
}

/** Calls the app and returns status and parsed JSON (or null for non-JSON bodies). */
export async function call(
  app: TestContext['app'],
  pathAndQuery: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const h = init.headers ?? (await headers());
  const res = await app.request(pathAndQuery, {
    method: init.method ?? 'GET',
    headers: init.body !== undefined ? { ...h, 'content-type': 'application/json' } : h,
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  });
  const text = await res.text();
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, json, res };
}
