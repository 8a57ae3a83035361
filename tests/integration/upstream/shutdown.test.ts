// A SIGTERM in the middle of a checkout (issue 46, item 5): the compiled upstream (upstream/dist/main.cjs, as
// production runs it) stops accepting, lets the submit in flight finish, closes its database and exits 0. The
// submit is held in flight by the dev routes' test hook (x-dev-delay-ms); the signal is sent once the hook says
// the request is waiting.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { openDb } from '../../../upstream/src/db/client';
import * as s from '../../../upstream/src/db/schema';
import { CUSTOMER } from './cart-helpers';
import { ANON_TOKEN, headers, ROOT, seedPgliteDir, SIGNING_SECRET } from './harness';

jest.setTimeout(180_000);

const PORT = 4373 + Number(process.env.JEST_WORKER_ID ?? 1);
const base = `http://127.0.0.1:${PORT}`;

test('SIGTERM while a submit is in flight: the answer is 200, the order exists, the process exits 0', async () => {
  expect(spawnSync(process.execPath, ['scripts/build-upstream.mjs'], { cwd: ROOT }).status).toBe(0);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'upstream-sigterm-'));
  // The suites' seeded database, so the process starts at once instead of migrating and seeding.
  await seedPgliteDir(path.join(dataDir, 'pglite'));
  const child: ChildProcess = spawn(process.execPath, ['upstream/dist/main.cjs'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      UPSTREAM_PORT: String(PORT),
      DATA_DIR: dataDir,
      UPSTREAM_DEV_ROUTES: '1',
      UPSTREAM_SIGNING_SECRET: SIGNING_SECRET,
      UPSTREAM_ANON_TOKEN: ANON_TOKEN,
      JOBS: 'manual',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  const lineSeen = (text: string) =>
    new Promise<void>((resolve) => {
      const check = () => out.includes(text) && resolve();
      child.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        check();
      });
      check();
    });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  try {
    await lineSeen('"msg":"listening"');
    const post = async (p: string, body: unknown, h: Record<string, string>) => {
      const r = await fetch(`${base}/api/${p}`, {
        method: 'POST',
        headers: { ...h, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: r.status, json: (await r.json()) as any };
    };
    const signedIn = await post('User/sign-in', CUSTOMER, await headers());
    const who = { userId: signedIn.json.data.UniqueID as string, token: signedIn.json.data.token as string };
    expect(
      (await post('Cart/add-to-cart', { ItemID: 21, ItemType: 'program', DiplomaLang: null }, await headers(who))).json,
    ).toEqual({ data: 1 });

    const inFlight = post('Cart/submit-order?paymentMethod=pay_later&trn=-', undefined, {
      ...(await headers(who)),
      'x-dev-delay-ms': '3000',
    });
    await lineSeen('"msg":"dev delay"');
    child.kill('SIGTERM');
    const submitted = await inFlight;
    expect(submitted.status).toBe(200);
    expect(await exited).toBe(0);

    const database = await openDb({ pgliteDir: path.join(dataDir, 'pglite') });
    try {
      const [order] = await database.db
        .select()
        .from(s.orders)
        .where(eq(s.orders.uniqueId, submitted.json.data.OrderUniqueID));
      expect(order).toMatchObject({ userId: who.userId });
    } finally {
      await database.close();
    }
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
