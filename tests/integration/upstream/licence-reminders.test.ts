// Licence reminders on the real upstream's job runtime, with a clock the test moves: 60, 30 and 7 days before the
// registration deadline and on the expiry day, each exactly once (the sweep run twice, and across a restart of the
// upstream on the same database), in the customer's language, linking to the course that fits, with the dates as a
// calendar file; they stop when the renewal is booked, and a new expiry date starts its own.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import * as s from '../../../upstream/src/db/schema';
import { issueSessionToken } from '../../../upstream/src/services/users/accounts';
import { add, as, createCustomers, submit, type Who } from './cart-helpers';
import { createTestApp, createTestDatabase, setHeaderClock, type TestContext } from './harness';
import { dayFrom, licenceBody } from './licence-helpers';
import { mailsTo, movableClock, ofKind } from './lifecycle-helpers';
import { api } from './user-helpers';

jest.setTimeout(240_000);

const start = new Date();
const clock = movableClock(start);
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let dataDir: string;
let t: TestContext;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'licence-'));
  t = await createTestApp({ clock: clock.now, database, dataDir });
  setHeaderClock(clock.now);
});
afterAll(async () => {
  await t.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function customer(lang: 'en' | 'ar'): Promise<Who & { email: string }> {
  const [who] = await createCustomers(t, 1, 'broker');
  const [u] = await t.database.db
    .update(s.users)
    .set({ preferredLanguage: lang, firstNameAr: 'ليلى', lastNameAr: 'حداد' })
    .where(eq(s.users.uniqueId, who!.userId))
    .returning();
  return { ...who!, email: u!.email };
}

/** Noon (Dubai) of the day `days` after the suite's first day. */
const dayNoon = (days: number) => new Date(new Date(`${dayFrom(start, days)}T12:00:00+04:00`).getTime());

async function at(days: number) {
  clock.set(dayNoon(days));
  await t.app.jobs.tick();
  await t.app.jobs.tick(); // a second sweep the same day changes nothing
}

/** The customer signed in at the clock's time (session tokens expire; the clock moves months). */
const now = async (who: Who) => ({
  ...as(who),
  token: await issueSessionToken(t.database.db, who.userId, 'test-device', clock.now()),
});

const reminders = async (email: string) =>
  ofKind(await mailsTo(t, email), 'licence-reminder').map((m) => m.meta.reminder);

test('each reminder once, on its day, also after a restart; in Arabic for an Arabic customer, with the calendar', async () => {
  clock.set(dayNoon(0));
  const who = await customer('ar');
  // Expiry in 100 days: the deadline is day 70, reminders on days 10, 40, 63 and 100.
  const saved = await api(t, 'Licence/save-licence', {
    body: licenceBody(start, { ExpiryDate: dayFrom(start, 100) }),
    as: as(who),
  });
  expect(saved.status).toBe(200);

  await at(0);
  await at(9);
  expect(await reminders(who.email)).toEqual([]);
  await at(10);
  expect(await reminders(who.email)).toEqual(['d60']);

  const [mail] = ofKind(await mailsTo(t, who.email), 'licence-reminder');
  expect(mail!.subject).toContain('سجّل في اختبار تجديد بطاقة الوسيط');
  expect(mail!.html).toContain('dir="rtl"');
  // The course that fits (Dubai's renewal: course 5), and My Licence.
  const [course5] = await t.database.db.select().from(s.courses).where(eq(s.courses.id, 5));
  expect(mail!.html).toContain(`/ar/course/${course5!.link}`);
  expect(mail!.text).toContain('/ar/my-account/my-licence');
  const ics = mail!.parsed.attachments.find((a) => a.contentType.startsWith('text/calendar'));
  expect(ics).toBeDefined();
  const cal = new ICAL.Component(ICAL.parse(ics!.content.toString('utf8')));
  const days = cal
    .getAllSubcomponents('vevent')
    .map((v) => new ICAL.Event(v).startDate.toString())
    .sort();
  expect(days).toEqual([dayFrom(start, 70), dayFrom(start, 100)]);
  expect(mail!.messageId).toBeTruthy();

  // A restart: a new app (new job runtime) on the same database and outbox sends nothing again.
  await t.close();
  t = await createTestApp({ clock: clock.now, database, dataDir });
  await at(10);
  await at(39);
  expect(await reminders(who.email)).toEqual(['d60']);

  await at(40);
  await t.close();
  t = await createTestApp({ clock: clock.now, database, dataDir });
  await at(41);
  await at(63);
  await at(64);
  await at(100);
  await at(101);
  expect(await reminders(who.email)).toEqual(['d60', 'd30', 'd7', 'expiry']);
  const last = ofKind(await mailsTo(t, who.email), 'licence-reminder').at(-1)!;
  expect(last.subject).toBe('تنتهي صلاحية بطاقة الوسيط الخاصة بك اليوم');

  // What the timeline says was sent.
  const tl = (await api(t, 'Licence/get-licence', { as: await now(who) })).json.data.Timeline;
  expect(tl.Reminders.map((r: { Sent: boolean }) => r.Sent)).toEqual([true, true, true, true]);
});

test('booking the renewal stops the reminders; a new expiry date starts its own', async () => {
  clock.set(dayNoon(0));
  const who = await customer('en');
  await api(t, 'Licence/save-licence', { body: licenceBody(start, { ExpiryDate: dayFrom(start, 95) }), as: as(who) });
  // Deadline day 65: reminders on days 5, 35, 58, 95.
  await at(5);
  expect(await reminders(who.email)).toEqual(['d60']);
  const [mail] = ofKind(await mailsTo(t, who.email), 'licence-reminder');
  expect(mail!.subject).toMatch(/^Register for your broker card renewal test by /);

  // Book the program the timeline offers (pay later: the order holds its seat).
  const tl = (await api(t, 'Licence/get-licence', { as: as(who) })).json.data.Timeline;
  expect(tl.Program).not.toBeNull();
  expect((await add(t, who, tl.Program.PriceOptionID, 'program')).json.data).toBe(1);
  expect((await submit(t, who)).status).toBe(200);
  expect((await api(t, 'Licence/get-licence', { as: as(who) })).json.data.Timeline.Booked).toBe(true);

  await at(35);
  await at(58);
  await at(95);
  expect(await reminders(who.email)).toEqual(['d60']);

  // A new card: a new expiry date next year starts a new round (booked "since" the new date: not yet).
  clock.set(dayNoon(96));
  const renewed = await api(t, 'Licence/save-licence', {
    body: licenceBody(start, { IssueDate: dayFrom(start, -1), ExpiryDate: dayFrom(start, 96 + 100) }),
    as: await now(who),
  });
  expect(renewed.json.data.Timeline.Booked).toBe(false);
  await at(96 + 10);
  expect(await reminders(who.email)).toEqual(['d60', 'd60']);
  const keys = ofKind(await mailsTo(t, who.email), 'licence-reminder').map((m) => m.meta.expiryDate);
  expect(keys).toEqual([dayFrom(start, 95), dayFrom(start, 196)]);
});

test('a reminder queued for an old expiry date is not sent once a new one is recorded; reminders off sends none', async () => {
  clock.set(dayNoon(0));
  const who = await customer('en');
  await api(t, 'Licence/save-licence', { body: licenceBody(start, { ExpiryDate: dayFrom(start, 90) }), as: as(who) });
  // The sweep queues the d60 reminder (day 0); before the mail job runs, the customer records a new expiry.
  const { queueLicenceReminders } = await import('../../../upstream/src/services/licence/reminders');
  expect(await queueLicenceReminders(t.database.db, clock.now(), t.config.licence.reminderDays)).toBeGreaterThan(0);
  await api(t, 'Licence/save-licence', {
    body: licenceBody(start, { ExpiryDate: dayFrom(start, 300), Reminders: false }),
    as: as(who),
  });
  await t.app.jobs.drain();
  await at(1);
  await at(240);
  expect(await reminders(who.email)).toEqual([]);
  const [row] = await t.database.db
    .select()
    .from(s.mailLog)
    .where(eq(s.mailLog.key, `licence:${who.userId}:${dayFrom(start, 90)}:d60`));
  expect(row!.status).toBe('skipped');
});

test('two upstream instances sweeping at once send each reminder once', async () => {
  clock.set(dayNoon(0));
  const who = await customer('en');
  await api(t, 'Licence/save-licence', { body: licenceBody(start, { ExpiryDate: dayFrom(start, 80) }), as: as(who) });
  const other = await createTestApp({ clock: clock.now, database, dataDir });
  try {
    // Deadline day 50: the 60-day reminder is due from the first day.
    await Promise.all([t.app.jobs.tick(), other.app.jobs.tick(), t.app.jobs.tick(), other.app.jobs.tick()]);
    await Promise.all([t.app.jobs.drain(), other.app.jobs.drain()]);
  } finally {
    await other.app.jobs.stop();
  }
  expect(await reminders(who.email)).toEqual(['d60']);
});
