// Wishlist/* (a contract extension) on the real upstream app: add, list with current price and next program,
// remove, idempotent add, one customer's list apart from another's, items that no longer exist, the limit,
// and an API without the extension (UPSTREAM_EXTENSIONS=off) answering 404.
import { and, asc, eq, gte } from 'drizzle-orm';
import { WISHLIST_LIMIT, WishlistItemSchema } from '../../../lib/contract/entities/wishlist';
import * as s from '../../../upstream/src/db/schema';
import { add as addToCart, as, createCustomers, type Who } from './cart-helpers';
import { createTestApp, type TestContext } from './harness';
import { api, watchContractDrift } from './user-helpers';

let t: TestContext;
let me: Who;
let other: Who;

watchContractDrift();
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(async () => {
  [me, other] = await createCustomers(t, 2, 'wish');
});

const add = (who: Who, ItemType: string, ItemID: number) =>
  api(t, 'Wishlist/add-to-wishlist', { body: { ItemType, ItemID }, as: as(who) });
const remove = (who: Who, ItemType: string, ItemID: number) =>
  api(t, 'Wishlist/remove-from-wishlist', { body: { ItemType, ItemID }, as: as(who) });
async function list(who: Who) {
  const r = await api(t, 'Wishlist/get-wishlist', { as: as(who) });
  expect(r.status).toBe(200);
  return WishlistItemSchema.array().parse(r.json.data);
}
async function keys(who: Who) {
  const r = await api(t, 'Wishlist/get-wishlist-keys', { as: as(who) });
  expect(r.status).toBe(200);
  return (r.json.data as { ItemType: string; ItemID: number }[]).map((k) => `${k.ItemType}:${k.ItemID}`);
}

/** A published course with at least two upcoming programs, the two soonest first. */
async function courseWithPrograms() {
  const now = new Date();
  const rows = await t.database.db
    .select({ p: s.programs, c: s.courses })
    .from(s.programs)
    .innerJoin(s.courses, eq(s.courses.id, s.programs.courseId))
    .where(and(eq(s.programs.published, true), eq(s.courses.published, true), gte(s.programs.startDate, now)))
    .orderBy(asc(s.programs.startDate), asc(s.programs.id));
  const byCourse = new Map<number, typeof rows>();
  for (const r of rows) byCourse.set(r.c.id, [...(byCourse.get(r.c.id) ?? []), r]);
  const [course, programs] = [...byCourse.entries()].find(([, list]) => list.length >= 2)!;
  return { course: programs[0].c, first: programs[0].p, second: programs[1].p, courseId: course };
}

test('anonymous callers have no saved items and cannot save or read a list', async () => {
  expect((await api(t, 'Wishlist/get-wishlist-keys')).json).toEqual({ data: [] });
  expect((await api(t, 'Wishlist/get-wishlist')).status).toBe(401);
  const r = await api(t, 'Wishlist/add-to-wishlist', { body: { ItemType: 'course', ItemID: 1 } });
  expect(r.status).toBe(401);
  expect((await api(t, 'Wishlist/remove-from-wishlist', { body: { ItemType: 'course', ItemID: 1 } })).status).toBe(401);
});

test('add a course, a program and a diploma; the list carries current prices and next programs; remove', async () => {
  const { course, first, second } = await courseWithPrograms();
  await t.database.db
    .update(s.courses)
    .set({ priceFils: 250_050, oldPriceFils: 300_000 })
    .where(eq(s.courses.id, course.id));
  await t.database.db.update(s.programs).set({ priceFils: 199_900 }).where(eq(s.programs.id, second.id));
  const [diploma] = await t.database.db.select().from(s.diplomas).orderBy(asc(s.diplomas.id)).limit(1);

  expect((await add(me, 'course', course.id)).json).toEqual({ data: 1 });
  expect((await add(me, 'program', second.id)).json).toEqual({ data: 1 });
  expect((await add(me, 'diploma', diploma.id)).json).toEqual({ data: 1 });

  const items = await list(me);
  // Newest first.
  expect(items.map((i) => `${i.ItemType}:${i.ItemID}`)).toEqual([
    `diploma:${diploma.id}`,
    `program:${second.id}`,
    `course:${course.id}`,
  ]);
  const [d, p, c] = items;
  expect(c).toMatchObject({
    Title_en: course.titleEn,
    Title_ar: course.titleAr,
    Link: course.link,
    ProductId: course.id,
    Price: 2500.5,
    OldPrice: 3000,
    StartDate_DESC: null,
    NextProgram: { PriceOptionID: first.id, StartDate_DESC: first.startDate.toISOString() },
  });
  // A saved program still ahead is its own next program, at its own price.
  expect(p).toMatchObject({
    ProductId: course.id,
    Price: 1999,
    StartDate_DESC: second.startDate.toISOString(),
    EndDate_DESC: second.endDate.toISOString(),
    NextProgram: { PriceOptionID: second.id, SchedulePrice: 1999, MaxStudents: second.seatsAvailable },
  });
  expect(d).toMatchObject({
    Title_en: diploma.titleEn,
    ProductId: null,
    Price: diploma.priceFils / 100,
    NextProgram: null,
  });
  expect(await keys(me)).toEqual([`diploma:${diploma.id}`, `program:${second.id}`, `course:${course.id}`]);

  // The price is read today, not copied when saved.
  await t.database.db.update(s.courses).set({ priceFils: 260_000 }).where(eq(s.courses.id, course.id));
  expect((await list(me)).find((i) => i.ItemType === 'course')!.Price).toBe(2600);

  expect((await remove(me, 'program', second.id)).json).toEqual({ data: 1 });
  expect(await keys(me)).toEqual([`diploma:${diploma.id}`, `course:${course.id}`]);
  // Removing what is not saved is fine too.
  expect((await remove(me, 'program', second.id)).json).toEqual({ data: 1 });
});

test('saving twice keeps one entry', async () => {
  const { course } = await courseWithPrograms();
  expect((await add(me, 'course', course.id)).json).toEqual({ data: 1 });
  expect((await add(me, 'course', course.id)).json).toEqual({ data: 1 });
  const [a, b] = await Promise.all([add(me, 'course', course.id), add(me, 'course', course.id)]);
  expect([a.json, b.json]).toEqual([{ data: 1 }, { data: 1 }]);
  expect(await keys(me)).toEqual([`course:${course.id}`]);
  const rows = await t.database.db.select().from(s.wishlistItems).where(eq(s.wishlistItems.userId, me.userId));
  expect(rows).toHaveLength(1);
});

test("another customer's list is separate", async () => {
  const { course, first } = await courseWithPrograms();
  await add(me, 'course', course.id);
  await add(other, 'program', first.id);
  expect(await keys(me)).toEqual([`course:${course.id}`]);
  expect(await keys(other)).toEqual([`program:${first.id}`]);
  // Removing my course does not touch theirs, nor theirs mine.
  await remove(other, 'course', course.id);
  expect(await keys(me)).toEqual([`course:${course.id}`]);
  expect((await list(other)).map((i) => i.ItemID)).toEqual([first.id]);
});

test('items that no longer exist: refused when saved, left out of the list when they go later', async () => {
  expect((await add(me, 'course', 999_999)).json).toEqual({ data: 0 });
  expect((await add(me, 'program', 999_999)).json).toEqual({ data: 0 });
  expect((await add(me, 'diploma', 999_999)).json).toEqual({ data: 0 });
  expect(await keys(me)).toEqual([]);

  const { course, first, second } = await courseWithPrograms();
  await add(me, 'course', course.id);
  await add(me, 'program', first.id);
  // The saved program starts: it stays listed with its dates, and the course's next program is offered instead.
  const started = new Date(Date.now() - 86_400_000);
  await t.database.db.update(s.programs).set({ startDate: started }).where(eq(s.programs.id, first.id));
  let items = await list(me);
  expect(items.find((i) => i.ItemType === 'program')).toMatchObject({
    StartDate_DESC: started.toISOString(),
    NextProgram: { PriceOptionID: second.id },
  });
  // The program is withdrawn, then the course: both drop out of the list.
  await t.database.db.update(s.programs).set({ published: false }).where(eq(s.programs.id, first.id));
  items = await list(me);
  expect(items.map((i) => `${i.ItemType}:${i.ItemID}`)).toEqual([`course:${course.id}`]);
  await t.database.db.update(s.courses).set({ published: false }).where(eq(s.courses.id, course.id));
  expect(await list(me)).toEqual([]);
  // ...and cannot be saved again while withdrawn.
  expect((await add(other, 'course', course.id)).json).toEqual({ data: 0 });
  await t.database.db.update(s.courses).set({ published: true }).where(eq(s.courses.id, course.id));
  await t.database.db
    .update(s.programs)
    .set({ published: true, startDate: first.startDate })
    .where(eq(s.programs.id, first.id));
});

test(`a list holds at most ${WISHLIST_LIMIT} items (2 = full), even when saves arrive together`, async () => {
  const courses = await t.database.db.select({ id: s.courses.id }).from(s.courses).where(eq(s.courses.published, true));
  const programs = await t.database.db
    .select({ id: s.programs.id })
    .from(s.programs)
    .where(eq(s.programs.published, true));
  const all = [...courses.map((c) => ['course', c.id] as const), ...programs.map((p) => ['program', p.id] as const)];
  expect(all.length).toBeGreaterThan(WISHLIST_LIMIT + 3);
  const before = all.slice(0, WISHLIST_LIMIT - 2);
  await t.database.db
    .insert(s.wishlistItems)
    .values(before.map(([itemType, itemId]) => ({ userId: me.userId, itemType, itemId })));
  const next = all.slice(WISHLIST_LIMIT - 2, WISHLIST_LIMIT + 3);
  const results = await Promise.all(next.map(([type, id]) => add(me, type, id)));
  expect(results.map((r) => r.json.data).sort()).toEqual([1, 1, 2, 2, 2]);
  expect(await keys(me)).toHaveLength(WISHLIST_LIMIT);
});

test('a bad item type or id is a 400, nothing saved', async () => {
  expect((await add(me, 'book', 1)).status).toBe(400);
  expect((await add(me, 'course', 'x' as unknown as number)).status).toBe(400);
  expect(await keys(me)).toEqual([]);
});

test("the session summary is one customer's cart count and saved keys, behind one token check", async () => {
  const { course, first } = await courseWithPrograms();
  await add(me, 'course', course.id);
  await add(other, 'program', first.id);
  expect((await addToCart(t, me, first.id, 'program')).status).toBe(200);
  const summary = async (who: Who) => {
    const r = await api(t, 'User/get-session-summary', { as: as(who) });
    expect(r.status).toBe(200);
    return r.json.data;
  };
  const total = async (who: Who) => (await api(t, 'Cart/cart-total', { as: as(who) })).json.data.CNT;
  expect(await summary(me)).toEqual({
    CNT: await total(me),
    WishlistKeys: [{ ItemType: 'course', ItemID: course.id }],
  });
  expect(await total(me)).toBe(1);
  expect(await summary(other)).toEqual({ CNT: 0, WishlistKeys: [{ ItemType: 'program', ItemID: first.id }] });
  expect((await api(t, 'User/get-session-summary')).status).toBe(401);
});

test('the OpenAPI document lists the wishlist as an extension', async () => {
  const doc = (await api(t, '../openapi.json')).json;
  const op = doc.paths['/api/Wishlist/add-to-wishlist'].post;
  expect(op.tags).toContain('Extensions');
  expect(op['x-extension']).toBe(true);
  expect(doc.paths['/api/User/get-session-summary'].get['x-extension']).toBe(true);
  expect(doc.paths['/api/Cart/add-to-cart'].post['x-extension']).toBeUndefined();
});

describe('an API without the extension (UPSTREAM_EXTENSIONS=off)', () => {
  let off: TestContext;
  beforeAll(async () => {
    off = await createTestApp({ config: { extensions: false } });
  });
  afterAll(async () => off.close());

  test('every wishlist endpoint answers 404, the rest of the API works', async () => {
    const [who] = await createCustomers(off, 1, 'wishoff');
    const call = (path: string, body?: unknown) => api(off, path, { body, as: as(who) });
    expect((await call('Wishlist/get-wishlist')).status).toBe(404);
    expect((await call('Wishlist/get-wishlist-keys')).status).toBe(404);
    expect((await call('Wishlist/add-to-wishlist', { ItemType: 'course', ItemID: 1 })).status).toBe(404);
    expect((await call('Wishlist/remove-from-wishlist', { ItemType: 'course', ItemID: 1 })).status).toBe(404);
    expect((await call('User/get-session-summary')).status).toBe(404);
    expect((await call('Cart/cart-total')).json).toEqual({ data: { CNT: 0 } });
  });
});
