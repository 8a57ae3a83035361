// The wishlist extension: save, remove, and read a customer's saved courses, diplomas and programs with what
// they cost today and when their next program starts. Items deleted or unpublished since drop out of the list.
import { and, asc, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import {
  WISHLIST_LIMIT,
  WishlistAddResult,
  type WishlistItem,
  type WishlistKey,
  type WishlistNextProgram,
} from '@shared/contract/entities/wishlist';
import type { Db } from '../db/client';
import { preparedQuery } from '../db/prepared';
import { courseTypes, courses, diplomas, programs, users, wishlistItems } from '../db/schema';
import { aed, fileId, iso } from '../lib/shape';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Whether the item exists and is on sale: a published course, a diploma, a published program of a published course. */
async function exists(tx: Tx, { ItemType, ItemID }: WishlistKey): Promise<boolean> {
  if (ItemType === 'course') {
    const [row] = await tx
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.id, ItemID), eq(courses.published, true)));
    return Boolean(row);
  }
  if (ItemType === 'diploma') {
    const [row] = await tx.select({ id: diplomas.id }).from(diplomas).where(eq(diplomas.id, ItemID));
    return Boolean(row);
  }
  const [row] = await tx
    .select({ id: programs.id })
    .from(programs)
    .innerJoin(courses, eq(courses.id, programs.courseId))
    .where(and(eq(programs.id, ItemID), eq(programs.published, true), eq(courses.published, true)));
  return Boolean(row);
}

/**
 * Saves an item; saving it again changes nothing (the primary key). The customer's row is locked while the
 * list is counted, so two saves at once cannot pass the limit together.
 */
export async function addToWishlist(db: Db, userId: string, key: WishlistKey, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.uniqueId }).from(users).where(eq(users.uniqueId, userId)).for('update');
    if (!(await exists(tx, key))) return WishlistAddResult.NoSuchItem;
    const [saved] = await tx
      .select({ id: wishlistItems.itemId })
      .from(wishlistItems)
      .where(
        and(
          eq(wishlistItems.userId, userId),
          eq(wishlistItems.itemType, key.ItemType),
          eq(wishlistItems.itemId, key.ItemID),
        ),
      );
    if (saved) return WishlistAddResult.Saved;
    const [{ n }] = await tx.select({ n: count() }).from(wishlistItems).where(eq(wishlistItems.userId, userId));
    if (Number(n) >= WISHLIST_LIMIT) return WishlistAddResult.Full;
    await tx
      .insert(wishlistItems)
      .values({ userId, itemType: key.ItemType, itemId: key.ItemID, createdAt: now })
      .onConflictDoNothing();
    return WishlistAddResult.Saved;
  });
}

/** Removes an item; 1 whether or not it was saved (the outcome the caller wants holds either way). */
export async function removeFromWishlist(db: Db, userId: string, key: WishlistKey): Promise<1> {
  await db
    .delete(wishlistItems)
    .where(
      and(
        eq(wishlistItems.userId, userId),
        eq(wishlistItems.itemType, key.ItemType),
        eq(wishlistItems.itemId, key.ItemID),
      ),
    );
  return 1;
}

/** Every page of a signed-in visitor asks for them (the hearts). */
const wishlistKeysQuery = preparedQuery('wishlist_keys', (db, name) =>
  db
    .select({ ItemType: wishlistItems.itemType, ItemID: wishlistItems.itemId })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, sql.placeholder('userId')))
    .orderBy(desc(wishlistItems.createdAt), asc(wishlistItems.itemType), asc(wishlistItems.itemId))
    .limit(WISHLIST_LIMIT)
    .prepare(name),
);

/** Which items the caller saved, newest first (anonymous callers have none). */
export async function wishlistKeys(db: Db, userId: string | null): Promise<WishlistKey[]> {
  if (!userId) return [];
  return wishlistKeysQuery(db).execute({ userId });
}

type ProgramRow = { p: typeof programs.$inferSelect; t: typeof courseTypes.$inferSelect };

const nextProgram = ({ p, t }: ProgramRow): WishlistNextProgram => ({
  PriceOptionID: p.id,
  StartDate_DESC: iso(p.startDate),
  EndDate_DESC: iso(p.endDate),
  CourseTypeID: t.id as WishlistNextProgram['CourseTypeID'],
  CourseType_en: t.titleEn,
  CourseType_ar: t.titleAr,
  MaxStudents: p.seatsAvailable,
  SchedulePrice: aed(p.priceFils),
});

/** The earliest upcoming published program of each course. */
async function nextPrograms(db: Db, courseIds: number[], now: Date): Promise<Map<number, ProgramRow>> {
  const out = new Map<number, ProgramRow>();
  if (courseIds.length === 0) return out;
  const rows = await db
    .select({ p: programs, t: courseTypes })
    .from(programs)
    .innerJoin(courseTypes, eq(courseTypes.id, programs.courseTypeId))
    .where(and(inArray(programs.courseId, courseIds), eq(programs.published, true), gte(programs.startDate, now)))
    .orderBy(asc(programs.startDate), asc(programs.id));
  for (const row of rows) if (!out.has(row.p.courseId)) out.set(row.p.courseId, row);
  return out;
}

/** The caller's saved items, newest first, each with its current price and next program. */
export async function listWishlist(db: Db, userId: string, now: Date): Promise<WishlistItem[]> {
  const saved = await db
    .select()
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.createdAt), asc(wishlistItems.itemType), asc(wishlistItems.itemId))
    .limit(WISHLIST_LIMIT);
  const idsOf = (type: WishlistKey['ItemType']) => saved.filter((s) => s.itemType === type).map((s) => s.itemId);

  const savedPrograms = idsOf('program').length
    ? await db
        .select({ p: programs, t: courseTypes })
        .from(programs)
        .innerJoin(courseTypes, eq(courseTypes.id, programs.courseTypeId))
        .where(and(inArray(programs.id, idsOf('program')), eq(programs.published, true)))
    : [];
  const courseIds = [...new Set([...idsOf('course'), ...savedPrograms.map((r) => r.p.courseId)])];
  const [courseRows, diplomaRows, upcoming] = await Promise.all([
    courseIds.length
      ? db
          .select()
          .from(courses)
          .where(and(inArray(courses.id, courseIds), eq(courses.published, true)))
      : Promise.resolve([]),
    idsOf('diploma').length
      ? db
          .select()
          .from(diplomas)
          .where(inArray(diplomas.id, idsOf('diploma')))
      : Promise.resolve([]),
    nextPrograms(db, courseIds, now),
  ]);
  const courseById = new Map(courseRows.map((c) => [c.id, c]));
  const diplomaById = new Map(diplomaRows.map((d) => [d.id, d]));
  const programById = new Map(savedPrograms.map((r) => [r.p.id, r]));

  const items: WishlistItem[] = [];
  for (const s of saved) {
    const base = { ItemType: s.itemType, ItemID: s.itemId, AddedOn: iso(s.createdAt) };
    if (s.itemType === 'diploma') {
      const d = diplomaById.get(s.itemId);
      if (!d) continue;
      items.push({
        ...base,
        Title_en: d.titleEn,
        Title_ar: d.titleAr,
        Link: d.link,
        ProductId: null,
        Photo: fileId(d.cover),
        Price: aed(d.priceFils),
        OldPrice: aed(d.oldPriceFils),
        StartDate_DESC: null,
        EndDate_DESC: null,
        NextProgram: null,
      });
      continue;
    }
    const program = s.itemType === 'program' ? programById.get(s.itemId) : undefined;
    const c = courseById.get(program ? program.p.courseId : s.itemId);
    if (!c || (s.itemType === 'program' && !program)) continue;
    const next = upcoming.get(c.id);
    // A saved program still ahead is its own next program; once it has started, the course's next one is.
    const own = program && program.p.startDate >= now ? program : next;
    items.push({
      ...base,
      Title_en: c.titleEn,
      Title_ar: c.titleAr,
      Link: c.link,
      ProductId: c.id,
      Photo: fileId(c.mainPhoto),
      Price: aed(program ? program.p.priceFils : c.priceFils),
      OldPrice: aed(program ? program.p.oldPriceFils : c.oldPriceFils),
      StartDate_DESC: program ? iso(program.p.startDate) : null,
      EndDate_DESC: program ? iso(program.p.endDate) : null,
      NextProgram: own ? nextProgram(own) : null,
    });
  }
  return items;
}
