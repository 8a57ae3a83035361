/**
 * My Licence through the web's BFF against the real upstream app (PGlite): /api/account/licence refuses bad input
 * with the form's message key and saves nothing, saves good input; the calendar file carries the deadline and the
 * expiry; the staff list answers JSON and CSV to staff only; with the extension off the save answers 'unavailable'
 * and /api/session says features.licence false.
 */
import { cookieJar as jar, mockCookieStore } from '../../support/cookie-jar';
jest.mock('next/headers', () => ({ cookies: async () => mockCookieStore }));

import ICAL from 'ical.js';
import { POST as login } from '@/app/api/auth/login/route';
import { POST as saveLicence } from '@/app/api/account/licence/route';
import { POST as upload } from '@/app/api/account/upload/route';
import { GET as staffList } from '@/app/api/staff/licences/route';
import { licenceCalendarFile } from '@/lib/bff/licence';
import { GET as sessionSummary } from '@/app/api/session/route';
import { resetRateLimits } from '@/lib/security/rate-limit';
import { clearBearerCache } from '@/lib/upstream/bearer';
import { resetExtensionAvailability } from '@/lib/extensions/availability';
import { eq } from 'drizzle-orm';
import * as s from '../../../upstream/src/db/schema';
import { CUSTOMER, STAFF, signIn as upstreamSignIn } from './cart-helpers';
import { api } from './user-helpers';
import { ANON_TOKEN, createTestApp, SIGNING_SECRET, type TestContext } from './harness';
import { dayFrom } from './licence-helpers';
import { setEnv } from '../../support/settings-env';

const SITE = 'http://127.0.0.1:3108';
/** The calendar route with fixed titles (the route's own translator is next-intl's, outside this test). */
const calendar = licenceCalendarFile(async () => ({ deadline: 'Register by', expiry: 'Card expires' }));
const UPSTREAM = 'http://upstream.test';

let on: TestContext;
let off: TestContext;
let target: TestContext;
const realFetch = global.fetch;
const env = process.env as Record<string, string | undefined>;
const saved = { url: env.UPSTREAM_URL, secret: env.UPSTREAM_SIGNING_SECRET, anon: env.UPSTREAM_ANON_TOKEN };

beforeAll(async () => {
  on = await createTestApp();
  off = await createTestApp({ config: { extensions: false } });
  setEnv({ UPSTREAM_URL: UPSTREAM, UPSTREAM_SIGNING_SECRET: SIGNING_SECRET, UPSTREAM_ANON_TOKEN: ANON_TOKEN });
  clearBearerCache();
  global.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    if (!url.startsWith(UPSTREAM)) throw new Error(`unexpected fetch ${url}`);
    return target.app.request(url, init);
  }) as typeof fetch;
}, 180_000);
afterAll(async () => {
  global.fetch = realFetch;
  setEnv({ UPSTREAM_URL: saved.url, UPSTREAM_SIGNING_SECRET: saved.secret, UPSTREAM_ANON_TOKEN: saved.anon });
  await Promise.all([on?.close(), off?.close()]);
});
beforeEach(() => {
  target = on;
  jar.clear();
  resetRateLimits();
  resetExtensionAvailability();
});

const headers = { origin: SITE, host: '127.0.0.1:3108', 'x-forwarded-for': '10.2.2.3' };
const post = (path: string, body: unknown) =>
  new Request(`${SITE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
const get = (path: string) => new Request(`${SITE}${path}`, { headers });
async function signInAs(who: { email: string; password: string }) {
  const r = await login(post('/api/auth/login', who));
  expect(await r.json()).toMatchObject({ ok: true });
}
const now = new Date();
const form = (o: Record<string, unknown> = {}) => ({
  Authority: 'RERA',
  CardNumber: '318 204',
  CardType: 'broker',
  IssueDate: dayFrom(now, -200),
  ExpiryDate: dayFrom(now, 75),
  EmployerTradeLicence: '',
  CardCopy: '',
  Reminders: true,
  ...o,
});
const form2 = (CardCopy: string) => form({ CardCopy });
const save = async (body: unknown) => {
  const r = await saveLicence(post('/api/account/licence?lang=en', body));
  return { status: r.status, body: await r.json() };
};

test('a visitor is asked to log in; bad input answers the form message key and saves nothing; good input saves', async () => {
  expect(await save(form())).toEqual({ status: 401, body: { ok: false, error: 'errors.loginFirst' } });
  await signInAs(CUSTOMER);
  const me = await upstreamSignIn(on, CUSTOMER);
  await api(on, 'Licence/delete-licence', { body: {}, as: me });
  expect(await save(form({ Authority: 'DLD' }))).toEqual({
    status: 400,
    body: { ok: false, error: 'licence.errors.authority' },
  });
  expect(await save(form({ CardNumber: 'AB1234' }))).toMatchObject({ body: { error: 'licence.errors.cardNumber' } });
  expect(await save(form({ ExpiryDate: dayFrom(now, -250) }))).toMatchObject({
    body: { error: 'licence.errors.expiryBeforeIssue' },
  });
  expect(await save(form({ ExpiryDate: '3026-01-01' }))).toMatchObject({
    body: { error: 'licence.errors.expiryTooFar' },
  });
  expect((await api(on, 'Licence/get-licence', { as: me })).json.data).toBeNull();

  expect(await save(form())).toEqual({ status: 200, body: { ok: true } });
  const stored = (await api(on, 'Licence/get-licence', { as: me })).json.data;
  expect(stored).toMatchObject({ CardNumber: '318204', EmployerTradeLicence: null, CardCopy: null });

  // The calendar file: the registration deadline (45 days) and the expiry (75 days).
  const ics = await calendar(get('/api/account/licence/calendar?lang=en'));
  expect(ics.headers.get('content-type')).toContain('text/calendar');
  const text = await ics.text();
  expect(text).toContain('SUMMARY:Register by');
  const cal = new ICAL.Component(ICAL.parse(text));
  const starts = cal.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v).startDate.toJSDate().getTime());
  expect(starts.sort()).toEqual([
    new Date(`${dayFrom(now, 45)}T00:00:00+04:00`).getTime(),
    new Date(`${dayFrom(now, 75)}T00:00:00+04:00`).getTime(),
  ]);
});

test('staff get the expiring list as JSON and CSV; a customer gets 401', async () => {
  await signInAs(CUSTOMER);
  await save(form({ CardNumber: '990011', ExpiryDate: dayFrom(now, 20) }));
  expect((await staffList(get('/api/staff/licences?days=30'))).status).toBe(401);
  jar.clear();
  await signInAs(STAFF);
  const json = await (await staffList(get('/api/staff/licences?days=30'))).json();
  expect(json).toMatchObject({ ok: true, days: 30 });
  expect(json.rows.find((r: { CardNumber: string }) => r.CardNumber === '990011')).toMatchObject({
    Email: CUSTOMER.email,
    DaysLeft: 20,
  });
  const csv = await staffList(get('/api/staff/licences?days=30&format=csv'));
  expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(csv.headers.get('content-disposition')).toContain('licences-expiring-30-days.csv');
  const lines = (await csv.text()).replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toBe(
    'UniqueID,FirstName,LastName,Email,MobileNumber,PreferredLanguage,Authority,CardNumber,CardType,ExpiryDate,DaysLeft,Booked',
  );
  expect(lines.some((l) => l.includes(`${CUSTOMER.email},`) && l.includes(',990011,'))).toBe(true);
  expect((await staffList(get('/api/staff/licences?days=0'))).status).toBe(400);
});

test('an upstream without the extension: features.licence false, a save answers unavailable (404)', async () => {
  target = off;
  await signInAs(CUSTOMER);
  expect((await (await sessionSummary()).json()).features.licence).toBe(false);
  expect(await save(form())).toEqual({ status: 404, body: { ok: false, error: 'licence.errors.unavailable' } });
});

test("the card copy goes through the profile's upload (private, kind licenceCard) and is saved with the licence", async () => {
  await signInAs(CUSTOMER);
  const me = await upstreamSignIn(on, CUSTOMER);
  const form = new FormData();
  form.set('kind', 'licenceCard');
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  form.set('file', new File([new Uint8Array(pdf)], 'card.pdf', { type: 'application/pdf' }));
  const r = await upload(new Request(`${SITE}/api/account/upload`, { method: 'POST', headers, body: form }));
  const body = await r.json();
  expect(body).toMatchObject({ ok: true });
  const [row] = await on.database.db.select().from(s.files).where(eq(s.files.id, body.fileId));
  expect(row).toMatchObject({ ownerId: me.userId, isPublic: false, mime: 'application/pdf' });
  expect(await save(form2(body.fileId))).toEqual({ status: 200, body: { ok: true } });
  expect((await api(on, 'Licence/get-licence', { as: me })).json.data.CardCopy).toBe(body.fileId);
});
