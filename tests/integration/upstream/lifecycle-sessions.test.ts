// Calendar invitations and session reminders through the real upstream and its outbox, with a clock the test moves:
// the invitation is a real iCalendar REQUEST (parsed with ical.js) in Asia/Dubai time, a date change sends an update
// with the same UID and a higher SEQUENCE, a cancellation a CANCEL; the 7-day and 1-day reminders go out once
// each, also across a restart of the upstream on the same database.
import { eq, gt } from 'drizzle-orm';
import ICAL from 'ical.js';
import * as s from '../../../upstream/src/db/schema';
import { cancelOrder } from '../../../upstream/src/services/commerce/orders';
import { add, as, createCustomers, setProgram, submit, type Who } from './cart-helpers';
import { api } from './user-helpers';
import { createTestApp, createTestDatabase, setHeaderClock, type TestContext } from './harness';
import { calendarPart, DAY, HOUR, mailsTo, movableClock, ofKind, payByCard, type Mail } from './lifecycle-helpers';

jest.setTimeout(180_000);

const PROGRAM = 7;
/** A Dubai wall-clock time as an instant (Dubai is UTC+4 all year). */
const dubai = (isoLocal: string) => new Date(`${isoLocal}+04:00`);
const ymd = (d: Date) => new Date(d.getTime() + 4 * HOUR).toISOString().slice(0, 10);

const clock = movableClock();
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let dataDir: string;
let t: TestContext;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = require('node:fs').mkdtempSync(require('node:path').join(require('node:os').tmpdir(), 'sessions-'));
  t = await createTestApp({ clock: clock.now, database, dataDir });
  setHeaderClock(clock.now);
});
afterAll(async () => {
  await t.close();
  await database.close();
});

async function customer(): Promise<Who & { email: string }> {
  const [who] = await createCustomers(t, 1, 'sessions');
  const [u] = await t.database.db.select().from(s.users).where(eq(s.users.uniqueId, who!.userId));
  return { ...who!, email: u!.email };
}

function parse(m: Mail) {
  const { method, ics } = calendarPart(m);
  const cal = new ICAL.Component(ICAL.parse(ics));
  const vevent = cal.getFirstSubcomponent('vevent')!;
  const event = new ICAL.Event(vevent);
  return {
    partMethod: method,
    method: String(cal.getFirstPropertyValue('method')),
    tzid: String(cal.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate,
    end: event.endDate,
    startTzid: String(vevent.getFirstProperty('dtstart')!.getParameter('tzid')),
    status: String(vevent.getFirstPropertyValue('status')),
    attendee: String(vevent.getFirstPropertyValue('attendee')),
  };
}

test('invitation: REQUEST in Asia/Dubai time; a date change updates it (same UID, higher SEQUENCE); cancel withdraws it', async () => {
  const day = ymd(new Date(clock.now().getTime() + 20 * DAY));
  const start = dubai(`${day}T18:00:00`);
  await setProgram(t, PROGRAM, {
    seatsAvailable: 10,
    startDate: start,
    endDate: new Date(start.getTime() + 4 * DAY + 3 * HOUR),
    lastDateToRegister: new Date(start.getTime() - 2 * DAY),
  });
  const who = await customer();
  await add(t, who, PROGRAM, 'program');
  const r = await submit(t, who, 'paymentMethod=pay_later&trn=-');
  expect(r.status).toBe(200);
  await t.app.jobs.drain();

  const invites = ofKind(await mailsTo(t, who.email), 'invitation');
  expect(invites).toHaveLength(1);
  const first = parse(invites[0]!);
  if (process.env.SHOW_ICS) console.log(calendarPart(invites[0]!).ics);
  expect(first.partMethod).toBe('REQUEST'); // the text/calendar part itself carries method=REQUEST
  expect(first.method).toBe('REQUEST');
  expect(first.tzid).toBe('Asia/Dubai');
  expect(first.sequence).toBe(0);
  expect(first.startTzid).toBe('Asia/Dubai');
  // In UTC the instant is 14:00: the local time is Dubai's, read through the VTIMEZONE.
  expect(first.start.toJSDate().toISOString()).toBe(`${day}T14:00:00.000Z`);
  expect(first.start.toString()).toBe(`${day}T18:00:00`);
  expect(first.end.toString()).toBe(`${day}T21:00:00`); // the first evening, not four days blocked
  expect(first.attendee.toLowerCase()).toBe(`mailto:${who.email}`);

  // Staff move the program two days later and an hour earlier: one update, same event.
  const moved = dubai(`${ymd(new Date(start.getTime() + 2 * DAY))}T17:00:00`);
  await setProgram(t, PROGRAM, { startDate: moved, endDate: new Date(moved.getTime() + 4 * DAY + 3 * HOUR) });
  await t.app.jobs.tick();
  await t.app.jobs.tick();
  const after = ofKind(await mailsTo(t, who.email), 'invitation');
  expect(after).toHaveLength(2);
  const update = parse(after[1]!);
  expect(update.method).toBe('REQUEST');
  expect(update.uid).toBe(first.uid);
  expect(update.sequence).toBe(1);
  expect(update.start.toString()).toBe(`${ymd(moved)}T17:00:00`);
  expect(after[1]!.subject).toMatch(/^Updated: /);

  expect(await cancelOrder(t.database.db, r.json.data.OrderUniqueID, { now: clock.now(), offerHoldMs: DAY })).toBe(
    true,
  );
  await t.app.jobs.drain();
  const all = ofKind(await mailsTo(t, who.email), 'invitation');
  expect(all).toHaveLength(3);
  const cancel = parse(all[2]!);
  expect(cancel.partMethod).toBe('CANCEL');
  expect(cancel.method).toBe('CANCEL');
  expect(cancel.uid).toBe(first.uid);
  expect(cancel.sequence).toBe(2);
  expect(cancel.status).toBe('CANCELLED');
});

test('reminders 7 days and 1 day before the start, once each, even after a restart of the upstream', async () => {
  const startAt = new Date(clock.now().getTime() + 12 * DAY);
  await setProgram(t, PROGRAM, {
    seatsAvailable: 10,
    startDate: startAt,
    endDate: new Date(startAt.getTime() + 3 * HOUR),
    lastDateToRegister: new Date(startAt.getTime() - DAY),
  });
  const who = await customer();
  await add(t, who, PROGRAM, 'program');
  const oid = (await submit(t, who, 'paymentMethod=online&trn=-')).json.data.OrderUniqueID;
  expect((await payByCard(t, oid, who.userId)).status).toBe(303);
  const reminders = async () => ofKind(await mailsTo(t, who.email), 'session-reminder');

  await t.app.jobs.tick();
  expect(await reminders()).toHaveLength(0); // 12 days ahead: nothing due yet

  clock.set(new Date(startAt.getTime() - 7 * DAY + HOUR));
  await t.app.jobs.tick();
  await t.app.jobs.tick();
  expect((await reminders()).map((m) => m.meta.window)).toEqual(['7d']);
  expect((await reminders())[0]!.subject).toMatch(/starts in a week/);

  // Restart: a new app (new job runtime, new pg-boss) on the same database and outbox.
  await t.close();
  t = await createTestApp({ clock: clock.now, database, dataDir });
  await t.app.jobs.tick();
  expect((await reminders()).map((m) => m.meta.window)).toEqual(['7d']);

  clock.set(new Date(startAt.getTime() - DAY + HOUR));
  await t.app.jobs.tick();
  await t.app.jobs.tick();
  expect((await reminders()).map((m) => m.meta.window)).toEqual(['7d', '1d']);
  expect((await reminders())[1]!.subject).toMatch(/starts tomorrow/);

  await t.close();
  t = await createTestApp({ clock: clock.now, database, dataDir });
  clock.advance(2 * HOUR);
  await t.app.jobs.tick();
  expect((await reminders()).map((m) => m.meta.window)).toEqual(['7d', '1d']);
});

test('an initiative registration gets its own invitation (its UID, its session times)', async () => {
  const [prog] = await t.database.db
    .select()
    .from(s.initiativePrograms)
    .where(gt(s.initiativePrograms.startDate, clock.now()))
    .limit(1);
  const who = await customer();
  const r = await api(t, 'Shared/init-reg', { body: { programId: prog!.id }, as: as(who) });
  expect(r.json.data).toBe(200);
  await t.app.jobs.drain();
  const invites = ofKind(await mailsTo(t, who.email), 'invitation');
  expect(invites).toHaveLength(1);
  const inv = parse(invites[0]!);
  expect(inv.method).toBe('REQUEST');
  expect(inv.uid).toMatch(/^init-\d+@institute\.example$/);
  expect(inv.start.toJSDate().getTime()).toBe(prog!.startDate.getTime());
});
