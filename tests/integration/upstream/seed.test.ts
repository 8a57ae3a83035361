// Seeding: runs once (a second call is a no-op), anchors dates on the first day, fills every catalogue table,
// and stores rendered images and the training calendar as files.
import { asc, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import * as s from '../../../upstream/src/db/schema';
import { seedIfEmpty } from '../../../upstream/src/seed';
import { dubaiDay } from '../../../upstream/src/seed/seed-database';
import { content, withSecurityFixtures } from '../../../upstream/src/seed/content';
import { CERT_SEED_PAST_PROGRAMS } from '../../../upstream/src/seed/certificates';
import { COUNTRIES } from '../../../lib/countries';
import { createTestApp, type TestContext } from './harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(async () => {
  await t?.close();
});

test('a second seeding is a no-op and the base date is the first day (Dubai)', async () => {
  const again = await seedIfEmpty(t.database.db, { now: new Date(Date.now() + 5 * 86_400_000) });
  expect(again.seeded).toBe(false);
  const [row] = await t.database.db.select({ base: s.settings.baseDate }).from(s.settings).where(eq(s.settings.id, 1));
  expect(row.base.toISOString()).toBe(dubaiDay(new Date()).toISOString());
});

test('every seeded entity is in its table', async () => {
  const n = async (table: Parameters<typeof t.database.db.insert>[0]) =>
    Number((await t.database.db.select({ n: count() }).from(table))[0].n);
  expect(await n(s.courses)).toBe(content.courses.length);
  expect(await n(s.programs)).toBe(content.programs.length + CERT_SEED_PAST_PROGRAMS); // + the finished program of the certificate seed
  expect(await n(s.diplomas)).toBe(content.diplomas.length);
  expect(await n(s.instructors)).toBe(content.instructors.length);
  // the harness seeds the security fixtures too (the XSS article)
  expect(await n(s.articles)).toBe(withSecurityFixtures(content).articles.length);
  expect(await n(s.users)).toBe(content.users.length);
  expect(await n(s.vouchers)).toBe(content.vouchers.length);
  expect(await n(s.countries)).toBeGreaterThanOrEqual(240);
  const [uae] = await t.database.db.select().from(s.countries).where(eq(s.countries.id, 1));
  expect([uae.iso, uae.phoneCode]).toEqual(['AE', '971']);
});

test('the seeded countries are the web country list: same ids, ISO codes, calling codes and names', async () => {
  const seeded = await t.database.db.select().from(s.countries).orderBy(asc(s.countries.id));
  expect(seeded.map((c) => [c.id, c.iso, c.phoneCode, c.nameEn, c.nameAr])).toEqual(
    COUNTRIES.map((c) => [c.CountryID, c.ISO, String(c.PhoneCode), c.name.en, c.name.ar]),
  );
  expect(seeded.length).toBeGreaterThanOrEqual(240);
});

test('seed user passwords are scrypt hashes, never the plain text', async () => {
  const rows = await t.database.db.select({ h: s.users.passwordHash }).from(s.users);
  for (const r of rows) expect(r.h).toMatch(/^scrypt\$/);
  const plain = new Set(content.users.map((u) => u.Password));
  expect(rows.some((r) => plain.has(r.h))).toBe(false);
});

test('identity sequences continue after the seeded ids', async () => {
  const [c] = await t.database.db
    .insert(s.categories)
    .values({ link: 'x', titleEn: 'X', titleAr: 'س' })
    .returning({ id: s.categories.id });
  expect(c.id).toBeGreaterThan(Math.max(...content.categories.map((x) => x.CategoryId)));
});

test('the training calendar is a stored document and covers are real images', async () => {
  const [st] = await t.database.db.select({ cal: s.settings.trainingCalendar }).from(s.settings);
  const [cal] = await t.database.db
    .select({ mime: s.files.mime, bytes: s.files.bytes })
    .from(s.files)
    .where(eq(s.files.id, st.cal!));
  // content/settings.ts asks for a PDF calendar
  expect(cal.mime).toBe('application/pdf');
  expect(cal.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const [course] = await t.database.db.select({ photo: s.courses.mainPhoto }).from(s.courses).limit(1);
  const [img] = await t.database.db.select({ bytes: s.files.bytes }).from(s.files).where(eq(s.files.id, course.photo!));
  const meta = await sharp(img.bytes).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 675]);
});
