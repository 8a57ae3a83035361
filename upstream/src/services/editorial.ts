// Blog articles, testimonials and media albums.
import { asc, count, desc, eq, ne, and, inArray } from 'drizzle-orm';
import type { Album, Article, Testimonial } from '@shared/contract/entities';
import type { Db } from '../db/client';
import { albumPhotos, albums, articles, testimonials } from '../db/schema';
import type { Lang } from '../http/types';
import { fileId, iso, nullIfEmpty } from '../lib/shape';
import { ALBUMS_PAGE_SIZE } from '@shared/contract/constants/limits';

const shapeArticle = (a: typeof articles.$inferSelect): Article => ({
  ArticleID: a.id,
  Link: a.link,
  ArticleTitle_en: a.titleEn,
  ArticleTitle_ar: a.titleAr,
  ArticleContent_en: a.contentEn,
  ArticleContent_ar: a.contentAr,
  ArticlePhoto: fileId(a.photo),
  PublishDate: iso(a.publishDate),
});

/** Newest first; `page` (1-based) pages by `top`. Articles dated in the future are not published yet. */
export async function listArticles(db: Db, now: Date, top: number, page = 1): Promise<Article[]> {
  const rows = await db
    .select()
    .from(articles)
    .orderBy(desc(articles.publishDate), desc(articles.id))
    .limit(top + (page - 1) * top);
  return rows
    .filter((a) => a.publishDate <= now)
    .slice((page - 1) * top, page * top)
    .map(shapeArticle);
}

export async function getArticle(db: Db, id: number): Promise<Article | null> {
  const [a] = await db.select().from(articles).where(eq(articles.id, id)).limit(1);
  return a ? shapeArticle(a) : null;
}

/** The contract's testimonial fields are single-language: picked by x-lang; both languages ride along as extras. */
const shapeTestimonial = (t: typeof testimonials.$inferSelect, lang: Lang): Testimonial & Record<string, unknown> => ({
  TestimonialID: t.id,
  TestimonialType: t.type as Testimonial['TestimonialType'],
  TestimonialName: lang === 'ar' ? t.nameAr : t.nameEn,
  Testimonial: nullIfEmpty(lang === 'ar' ? t.textAr : t.textEn),
  TestimonialPhoto: fileId(t.photo),
  TestimonialVideo: nullIfEmpty(t.video),
  TestimonialName_en: t.nameEn,
  TestimonialName_ar: t.nameAr,
  Testimonial_en: t.textEn,
  Testimonial_ar: t.textAr,
  TestimonialRole_en: t.roleEn,
  TestimonialRole_ar: t.roleAr,
});

export async function listTestimonials(db: Db, top: number, lang: Lang) {
  const rows = await db.select().from(testimonials).orderBy(asc(testimonials.sort), asc(testimonials.id)).limit(top);
  return rows.map((t) => shapeTestimonial(t, lang));
}

export async function getTestimonial(db: Db, id: number, lang: Lang) {
  const [t] = await db.select().from(testimonials).where(eq(testimonials.id, id)).limit(1);
  return t ? shapeTestimonial(t, lang) : null;
}

async function shapeAlbums(db: Db, rows: (typeof albums.$inferSelect)[]): Promise<Album[]> {
  const ids = rows.map((a) => a.id);
  const photos = ids.length
    ? await db
        .select()
        .from(albumPhotos)
        .where(inArray(albumPhotos.albumId, ids))
        .orderBy(asc(albumPhotos.albumId), asc(albumPhotos.sort))
    : [];
  return rows.map((a) => ({
    AlbumID: a.id,
    AlbumType: a.type as Album['AlbumType'],
    AlbumTitle_en: a.titleEn,
    AlbumTitle_ar: a.titleAr,
    AlbumDescription_en: nullIfEmpty(a.descEn),
    AlbumDescription_ar: nullIfEmpty(a.descAr),
    AlbumCover: fileId(a.cover),
    VideoUrl: nullIfEmpty(a.videoUrl),
    AlbumPhotos: photos
      .filter((p) => p.albumId === a.id)
      .map((p) => p.fileId)
      .join('###'),
  }));
}

const albumOrder = [desc(albums.publishDate), asc(albums.sort), asc(albums.id)];

export async function listAlbums(db: Db, type: number, page: number) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(albums)
      .where(eq(albums.type, type))
      .orderBy(...albumOrder)
      .limit(ALBUMS_PAGE_SIZE)
      .offset((page - 1) * ALBUMS_PAGE_SIZE),
    db.select({ total: count() }).from(albums).where(eq(albums.type, type)),
  ]);
  return { albums: await shapeAlbums(db, rows), rows: { Total: Number(total) } };
}

/** The album and the other albums of the same type. */
export async function getAlbum(db: Db, id: number, type: number) {
  const [a] = await db
    .select()
    .from(albums)
    .where(and(eq(albums.id, id), eq(albums.type, type)))
    .limit(1);
  if (!a) return null;
  const others = await db
    .select()
    .from(albums)
    .where(and(eq(albums.type, type), ne(albums.id, id)))
    .orderBy(...albumOrder)
    .limit(ALBUMS_PAGE_SIZE);
  const [album, ...rest] = await shapeAlbums(db, [a, ...others]);
  return { album, albums: rest };
}
