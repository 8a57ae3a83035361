// Site-wide reads: settings, static pages, page meta, slides, partners, visits.
import { and, asc, count, eq } from 'drizzle-orm';
import type { Page, PageMeta, Partner, Settings, Slide } from '@shared/contract/entities';
import type { Db } from '../db/client';
import { pageMeta, pages, partners, settings, slides, visits } from '../db/schema';
import { fileId, nullIfEmpty } from '../lib/shape';

/**
 * `extensions`: add the supplier's name and TRN (contract extension) printed on tax invoices; the TRN is the
 * validated setting the e-invoices carry too (INSTITUTE_TRN, upstream/src/config.ts), so both always agree.
 */
export async function getSettings(
  db: Db,
  { extensions = false, trn }: { extensions?: boolean; trn?: string } = {},
): Promise<Settings | null> {
  const [s] = await db.select().from(settings).where(eq(settings.id, 1)).limit(1);
  if (!s) return null;
  return {
    EmailAddress: s.emailAddress,
    PhoneNumber: s.phoneNumber,
    POBox: nullIfEmpty(s.poBox),
    POBox_ar: nullIfEmpty(s.poBoxAr),
    TheAddress_en: nullIfEmpty(s.addressEn),
    TheAddress_ar: nullIfEmpty(s.addressAr),
    GoogleMapIframe: nullIfEmpty(s.googleMapIframe),
    WhatsappLink: nullIfEmpty(s.whatsappLink),
    TrainingCalendar: fileId(s.trainingCalendar),
    Facebook: nullIfEmpty(s.facebook),
    Instagram: nullIfEmpty(s.instagram),
    Twitter: nullIfEmpty(s.twitter),
    Youtube: nullIfEmpty(s.youtube),
    AndroidApp: nullIfEmpty(s.androidApp),
    IosApp: nullIfEmpty(s.iosApp),
    Linkedin: nullIfEmpty(s.linkedin),
    Tiktok: nullIfEmpty(s.tiktok),
    Snapchat: nullIfEmpty(s.snapchat),
    ...(extensions && (trn || s.trn)
      ? { InstituteName_en: s.instituteNameEn, InstituteName_ar: s.instituteNameAr, TRN: trn || s.trn }
      : {}),
  };
}

/** Short page keys some callers use, mapped to the spec's page ids. */
const PAGE_ALIASES: Record<string, string> = { terms: 'terms-and-conditions', privacy: 'privacy-policy' };

export async function getPage(db: Db, id: string): Promise<Page | null> {
  const [p] = await db
    .select()
    .from(pages)
    .where(eq(pages.id, PAGE_ALIASES[id] ?? id))
    .limit(1);
  return p
    ? {
        PageHeading_en: p.headingEn,
        PageHeading_ar: p.headingAr,
        PageContent_en: p.contentEn,
        PageContent_ar: p.contentAr,
      }
    : null;
}

export async function getPageMeta(db: Db, id: string): Promise<PageMeta | null> {
  const [m] = await db
    .select()
    .from(pageMeta)
    .where(eq(pageMeta.id, PAGE_ALIASES[id] ?? id))
    .limit(1);
  if (!m) return null;
  return {
    PageTitle_en: m.titleEn,
    PageTitle_ar: m.titleAr,
    PageKeywords_en: nullIfEmpty(m.keywordsEn),
    PageKeywords_ar: nullIfEmpty(m.keywordsAr),
    PageDescription_en: nullIfEmpty(m.descriptionEn),
    PageDescription_ar: nullIfEmpty(m.descriptionAr),
    PageContent_en: nullIfEmpty(m.contentEn),
    PageContent_ar: nullIfEmpty(m.contentAr),
  };
}

/** Published and active slides in display order. */
export async function listSlides(db: Db): Promise<Slide[]> {
  const rows = await db
    .select()
    .from(slides)
    .where(and(eq(slides.isPublished, true), eq(slides.isActive, true)))
    .orderBy(asc(slides.displayOrder), asc(slides.id));
  return rows.map((s) => ({
    SlideID: s.id,
    DisplayOrder: s.displayOrder,
    IsPublished: s.isPublished,
    IsActive: s.isActive,
    SlideTitle_en: s.titleEn,
    SlideTitle_ar: s.titleAr,
    SlideSubTitle_en: nullIfEmpty(s.subTitleEn),
    SlideSubTitle_ar: nullIfEmpty(s.subTitleAr),
    SlideButtonText_en: nullIfEmpty(s.buttonTextEn),
    SlideButtonText_ar: nullIfEmpty(s.buttonTextAr),
    Link_en: nullIfEmpty(s.linkEn),
    Link_ar: nullIfEmpty(s.linkAr),
    SlideImage: fileId(s.image),
  }));
}

export async function listPartners(db: Db): Promise<Partner[]> {
  const rows = await db.select().from(partners).orderBy(asc(partners.sort), asc(partners.id));
  return rows.map((p) => ({
    PartnerName_en: p.nameEn,
    PartnerName_ar: p.nameAr,
    PartnerLogo: fileId(p.logo),
    CategoryId: p.categoryId,
    CategoryTitle_en: p.categoryTitleEn,
    CategoryTitle_ar: p.categoryTitleAr,
  }));
}

export async function visitCount(db: Db): Promise<number> {
  const [[{ n }], [s]] = await Promise.all([
    db.select({ n: count() }).from(visits),
    db.select({ offset: settings.visitsOffset }).from(settings).where(eq(settings.id, 1)),
  ]);
  return Number(n) + (s?.offset ?? 0);
}

export async function recordVisit(db: Db, deviceId: string | null, now: Date): Promise<number> {
  await db.insert(visits).values({ deviceId: deviceId?.slice(0, 100) ?? null, createdAt: now });
  return visitCount(db);
}
