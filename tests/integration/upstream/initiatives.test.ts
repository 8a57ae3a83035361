// Shared/init-reg on the real app: the spec's statuses inside data (200 e-mailed, 201 stored but not e-mailed,
// 202 already registered, 403 full), counts in Shared/init-get, User/get-customer-inits, and no overbooking when
// many people race for the last seats (run with TEST_DATABASE_URL too: PGlite runs one transaction at a time).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as shared from '../../../lib/contract/endpoints/shared';
import * as user from '../../../lib/contract/endpoints/user';
import { createApp } from '../../../upstream/src/app';
import { initiativePrograms, initiativeRegistrations, users } from '../../../upstream/src/db/schema';
import { logger } from '../../../upstream/src/log';
import type { Mailer } from '../../../upstream/src/mail/mailer';
import { readOutbox } from '../../../upstream/src/mail/outbox';
import { issueToken } from '../../../upstream/src/services/tokens';
import { call, createTestApp, headers, type HeaderOptions, type TestContext } from './harness';
import { watchContractDrift } from './user-helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(async () => {
  await t?.close();
});
watchContractDrift();

let n = 0;
/** A customer written straight into the database, with a live token (sign-up is covered elsewhere). */
async function customer(tag = 'init'): Promise<HeaderOptions & { userId: string; token: string; email: string }> {
  n += 1;
  const userId = randomUUID();
  const email = `${tag}.${n}.${userId.slice(0, 8)}@example.test`;
  await t.database.db.insert(users).values({
    uniqueId: userId,
    email,
    passwordHash: 'x',
    firstName: 'Hind',
    lastName: `Tester${n}`,
    firstNameAr: 'هند',
    lastNameAr: 'المختبرة',
  });
  return { userId, email, token: await issueToken(t.database.db, userId, null, new Date()) };
}

const reg = async (app: TestContext['app'], who: HeaderOptions | null, body: unknown) =>
  call(app, '/api/Shared/init-reg', { method: 'POST', body, headers: await headers(who ?? {}) });

async function initGet(id: number) {
  const r = await call(t.app, `/api/Shared/init-get?id=${id}`);
  expect(r.status).toBe(200);
  return shared.initGet.response.parse(r.json.data);
}
const registeredOf = async (initId: number, programId: number) =>
  (await initGet(initId)).progs.find((p) => p.ID === programId)!.Registered;

async function inits(who: HeaderOptions) {
  const r = await call(t.app, '/api/User/get-customer-inits', { headers: await headers(who) });
  expect(r.status).toBe(200);
  return user.getCustomerInits.response.parse(r.json.data);
}

describe('Shared/init-reg', () => {
  test('200: registered, counted in init-get, listed in my initiatives, confirmation e-mailed', async () => {
    const who = await customer();
    const before = await registeredOf(1, 3);
    const r = await reg(t.app, { ...who, lang: 'ar' }, { programId: 3 });
    expect(r.json).toEqual({ data: 200 });
    expect(await registeredOf(1, 3)).toBe(before + 1);

    const mine = await inits(who);
    expect(mine).toHaveLength(1);
    const prog = (await initGet(1)).progs.find((p) => p.ID === 3)!;
    expect(mine[0]).toMatchObject({
      InitID: 1,
      StartDate: prog.StartDate,
      EndDate: prog.EndDate,
      TimeSlot_form: prog.TimeSlot_form,
      HasCert: false,
      InitCertDownloadLink: null,
      PageLanguage: 'ar',
    });
    expect(mine[0].InitLocation_en).toBeTruthy();

    const [mail] = await readOutbox(t.outboxDir, { to: who.email, limit: 1 });
    expect(mail).toBeDefined();
    expect(mail.meta).toMatchObject({ kind: 'init-reg', programId: 3, registrationId: mine[0].ID });
    expect(mail.subject).toContain('تم تأكيد تسجيلك'); // x-lang ar
    expect(mail.text).toContain('جلسات توعوية مجانية لمشتري المسكن الأول');
  });

  test('202: a second registration for the same program changes nothing', async () => {
    const who = await customer();
    expect((await reg(t.app, who, { programId: 4 })).json).toEqual({ data: 200 });
    const count = await registeredOf(2, 4);
    expect((await reg(t.app, who, { programId: 4 })).json).toEqual({ data: 202 });
    expect(await registeredOf(2, 4)).toBe(count);
    expect(await inits(who)).toHaveLength(1);
    expect(await readOutbox(t.outboxDir, { to: who.email })).toHaveLength(1);
  });

  test('403: a full program (and one that has already taken place) takes nobody', async () => {
    const who = await customer();
    const init = await initGet(1);
    const full = init.progs.find((p) => p.ID === 2)!;
    expect(full.Registered).toBeGreaterThanOrEqual(init.init.SeatsPerProgram);
    expect((await reg(t.app, who, { programId: 2 })).json).toEqual({ data: 403 });
    expect(await registeredOf(1, 2)).toBe(full.Registered);
    expect((await reg(t.app, who, { programId: 1 })).json).toEqual({ data: 403 }); // program 1 is in the past
    expect(await inits(who)).toEqual([]);
    expect(await readOutbox(t.outboxDir, { to: who.email })).toEqual([]);
  });

  test('the last seat goes to the first caller; the next one gets 403', async () => {
    const [a, b] = [await customer(), await customer()];
    expect(await registeredOf(3, 6)).toBe(24); // seed fixture: one seat left of 25
    expect((await reg(t.app, a, { programId: 6 })).json).toEqual({ data: 200 });
    expect((await reg(t.app, b, { programId: 6 })).json).toEqual({ data: 403 });
    expect((await reg(t.app, a, { programId: 6 })).json).toEqual({ data: 202 }); // already registered wins over full
    expect(await registeredOf(3, 6)).toBe(25);
  });

  test('201: stored even when the confirmation e-mail cannot be sent', async () => {
    const failing: Mailer = {
      send: async () => {
        throw new Error('smtp down');
      },
    };
    const app = createApp({ db: t.database.db, config: t.config, mailer: failing, quiet: true });
    const who = await customer();
    const before = await registeredOf(4, 11);
    const spy = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
    try {
      expect((await reg(app, who, { programId: 11 })).json).toEqual({ data: 201 });
      expect(spy).toHaveBeenCalledWith(
        expect.objectContaining({ programId: 11 }),
        'init-reg confirmation e-mail failed',
      );
    } finally {
      spy.mockRestore();
    }
    expect(await registeredOf(4, 11)).toBe(before + 1);
    expect((await inits(who)).map((i) => i.InitID)).toEqual([4]);
    expect((await reg(app, who, { programId: 11 })).json).toEqual({ data: 202 });
  });

  test('needs a signed-in user and a valid body; an unknown program is 404', async () => {
    expect((await reg(t.app, null, { programId: 3 })).status).toBe(401);
    const who = await customer();
    expect((await reg(t.app, who, {})).status).toBe(400);
    expect((await reg(t.app, who, { programId: 'three' })).status).toBe(400);
    const unknown = await reg(t.app, who, { programId: 999_999 });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ error: { code: 'not_found' } });
    expect(await inits(who)).toEqual([]);
  });

  test('20 people racing for the last 3 seats: exactly 3 get in, the count stops at the limit', async () => {
    const db = t.database.db;
    const PROGRAM = 9; // initiative 3, 25 seats per program, 0 registered in the seed
    const seats = (await initGet(3)).init.SeatsPerProgram;
    await db
      .update(initiativePrograms)
      .set({ registered: seats - 3 })
      .where(eq(initiativePrograms.id, PROGRAM));
    const people = await Promise.all(Array.from({ length: 20 }, () => customer('race')));
    const results = await Promise.all(
      people.map(async (p) => (await reg(t.app, p, { programId: PROGRAM })).json?.data),
    );
    expect(results.filter((s) => s === 200)).toHaveLength(3);
    expect(results.filter((s) => s === 403)).toHaveLength(17);
    expect(await registeredOf(3, PROGRAM)).toBe(seats);
    const rows = await db.select().from(initiativeRegistrations).where(eq(initiativeRegistrations.programId, PROGRAM));
    expect(rows).toHaveLength(3);
    const winners = people
      .filter((_, i) => results[i] === 200)
      .map((p) => p.userId)
      .sort();
    expect(rows.map((r) => r.userId).sort()).toEqual(winners);
  }, 60_000);
});
