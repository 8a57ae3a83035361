// Writes the seed content into an empty database: images first (rendered outside the transaction, it is slow),
// then every row in one short transaction. Deterministic: same content + base date = same rows and file ids.
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import * as t from '../db/schema';
import { filsToAed, toFils } from '@shared/money/fils';
import { nameUuid } from '../lib/ids';
import { hashPassword } from '../services/passwords';
import { countryRows } from './countries';
import { resolveDate } from './content/dates';
import type { SeedContent } from './content/types';
import { ImageBank } from './images';
import { renderCalendar } from './render/calendar';

const orNull = (s: string | null | undefined) => (s ? s : null);
const chunk = <T>(xs: T[], n: number) =>
  Array.from({ length: Math.ceil(xs.length / n) }, (_, i) => xs.slice(i * n, i * n + n));

/** Today's date in Dubai, as a UTC midnight Date (what resolveDate expects as baseDate). */
export function dubaiDay(now: Date): Date {
  const d = new Date(now.getTime() + 4 * 3600_000);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
}

/** Builds every row (pure, except password hashing and image rendering). */
async function buildRows(c: SeedContent, base: Date) {
  const img = new ImageBank();
  const at = (offset: number, time = '00:00') => resolveDate(base, offset, time);
  const instructorName = new Map(c.instructors.map((i) => [i.InstructorID, i]));

  const courseTypes = c.courseTypes.map((x) => ({
    id: x.CourseTypeID,
    code: x.CourseType,
    titleEn: x.CourseType_en,
    titleAr: x.CourseType_ar,
    color: x.Color,
  }));
  const categories = c.categories.map((x) => ({
    id: x.CategoryId,
    link: x.CatLink,
    titleEn: x.CategoryTitle_en,
    titleAr: x.CategoryTitle_ar,
    isTrainingField: x.IsTrainingField,
    sort: x.DisplayOrder,
    image: img.id(x.image),
  }));
  const instructors = c.instructors.map((x, i) => ({
    id: x.InstructorID,
    link: x.InstructorLink,
    nameEn: x.InstructorName_en,
    nameAr: x.InstructorName_ar,
    bioEn: x.InstructorBio_en,
    bioAr: x.InstructorBio_ar,
    photo: img.id(x.InstructorPhoto, 'square'),
    sort: i,
  }));
  const courses = c.courses.map((x, i) => ({
    id: x.ProductId,
    link: x.Link,
    mainPhoto: img.id(x.MainPhoto),
    titleEn: x.ProductTitle_en,
    titleAr: x.ProductTitle_ar,
    shortDescEn: x.ProductShortDescription_en,
    shortDescAr: x.ProductShortDescription_ar,
    descEn: x.ProductDescription_en,
    descAr: x.ProductDescription_ar,
    categoryId: x.CategoryId,
    priceFils: toFils(x.Price),
    oldPriceFils: toFils(x.OldPrice),
    creditHours: x.CreditHours,
    hasExam: x.HasExam,
    examPriceFils: toFils(x.ExamPrice),
    extraInfo3: orNull(x.ExtraInfo3),
    featured: x.IsFeatured,
    sort: i,
  }));
  const courseInstructors = c.instructors.flatMap((x) =>
    x.CourseIds.map((courseId, i) => ({ courseId, instructorId: x.InstructorID, sort: i })),
  );
  const programs = c.programs.map((x) => ({
    id: x.PriceOptionID,
    courseId: x.ProductId,
    courseTypeId: x.CourseTypeID,
    startDate: at(x.StartDateOffsetDays, x.StartTime),
    endDate: at(x.EndDateOffsetDays, x.EndTime),
    lastDateToRegister: at(x.LastDateToRegisterOffsetDays, '23:59'),
    capacity: x.MaxStudents,
    seatsAvailable: x.MaxStudents,
    creditHours: x.CreditHours,
    languagesEn: x.CourseLanguages_en,
    languagesAr: x.CourseLanguages_ar,
    timingEn: x.CourseTiming_en,
    timingAr: x.CourseTiming_ar,
    locationEn: x.CourseLocation_en ?? '',
    locationAr: x.CourseLocation_ar ?? '',
    areaEn: x.CourseArea_en ?? '',
    areaAr: x.CourseArea_ar ?? '',
    cityEn: x.CourseCity_en ?? '',
    cityAr: x.CourseCity_ar ?? '',
    priceFils: toFils(x.SchedulePrice),
    oldPriceFils: toFils(x.OldPrice),
    hasExam: x.HasExam,
    examPriceFils: toFils(x.ExamPrice),
    examScheduleDate: x.TID_ExamScheduleOffsetDays === null ? null : at(x.TID_ExamScheduleOffsetDays, '10:00'),
  }));
  const programInstructors = c.programs.flatMap((x) =>
    x.InstructorIDs.map((instructorId, i) => ({ programId: x.PriceOptionID, instructorId, sort: i })),
  );
  const diplomas = c.diplomas.map((x, i) => ({
    id: x.DiplomaID,
    link: x.Link,
    cover: img.id(x.DiplomaCover),
    titleEn: x.DiplomaTitle_en,
    titleAr: x.DiplomaTitle_ar,
    shortDescEn: x.DiplomaShortDesc_en,
    shortDescAr: x.DiplomaShortDesc_ar,
    descEn: x.DiplomaDesc_en,
    descAr: x.DiplomaDesc_ar,
    creditHours: x.CreditHours,
    priceFils: toFils(x.Price),
    oldPriceFils: toFils(x.OldPrice),
    englishOnly: x.EnglishOnly,
    sort: i,
  }));
  const diplomaCourses = c.diplomas.flatMap((x) =>
    x.CourseIds.map((courseId, i) => ({ diplomaId: x.DiplomaID, courseId, sort: i })),
  );
  const articles = c.articles.map((x) => ({
    id: x.ArticleID,
    link: x.Link,
    titleEn: x.ArticleTitle_en,
    titleAr: x.ArticleTitle_ar,
    contentEn: x.ArticleContent_en,
    contentAr: x.ArticleContent_ar,
    photo: img.id(x.ArticlePhoto),
    publishDate: at(x.PublishDateOffsetDays, '09:00'),
  }));
  const testimonials = c.testimonials.map((x) => ({
    id: x.TestimonialID,
    type: x.TestimonialType,
    nameEn: x.TestimonialName_en,
    nameAr: x.TestimonialName_ar,
    roleEn: x.TestimonialRole_en,
    roleAr: x.TestimonialRole_ar,
    textEn: x.Testimonial_en,
    textAr: x.Testimonial_ar,
    photo: img.id(x.TestimonialPhoto, 'square'),
    video: x.TestimonialVideo,
    sort: x.DisplayOrder,
  }));
  const albums = c.albums.map((x, i) => ({
    id: x.AlbumID,
    type: x.AlbumType,
    titleEn: x.AlbumTitle_en,
    titleAr: x.AlbumTitle_ar,
    descEn: x.AlbumDescription_en,
    descAr: x.AlbumDescription_ar,
    cover: img.id(x.AlbumCover),
    videoUrl: x.VideoUrl,
    publishDate: at(x.DateOffsetDays, '12:00'),
    sort: i,
  }));
  const albumPhotos = c.albums.flatMap((x) =>
    x.AlbumPhotos.map((p, i) => ({ albumId: x.AlbumID, fileId: img.id(p)!, sort: i })),
  );
  const names = (ids: number[], lang: 'en' | 'ar') =>
    ids
      .map((id) => instructorName.get(id)?.[lang === 'en' ? 'InstructorName_en' : 'InstructorName_ar'])
      .filter(Boolean)
      .join(', ');
  const initiatives = c.initiatives.map((x) => ({
    id: x.InitID,
    link: x.Link,
    titleEn: x.InitTitle_en,
    titleAr: x.InitTitle_ar,
    descEn: x.InitDesc_en,
    descAr: x.InitDesc_ar,
    photo: img.id(x.InitPhoto),
    instructorsEn: names(x.InstructorIDs, 'en'),
    instructorsAr: names(x.InstructorIDs, 'ar'),
    languagesEn: x.Languages_en,
    languagesAr: x.Languages_ar,
    seatsPerProgram: x.SeatsPerProgram,
  }));
  const initiativePrograms = c.initiatives.flatMap((x) =>
    x.programs.map((p) => ({
      id: p.ID,
      initiativeId: x.InitID,
      startDate: at(p.StartDateOffsetDays, p.TimeSlot_form),
      endDate: at(p.EndDateOffsetDays, p.TimeSlot_to),
      timeFrom: p.TimeSlot_form,
      timeTo: p.TimeSlot_to,
      locationEn: p.InitLocation_en,
      locationAr: p.InitLocation_ar,
      hasCert: p.HasCert,
      registered: p.Registered,
    })),
  );
  const membershipsBooks = c.memberships.map((x, i) => ({
    id: x.MemID,
    isBook: x.IsBook === 1,
    titleEn: x.MemTitle_en,
    titleAr: x.MemTitle_ar,
    descEn: x.MemDesc_en,
    descAr: x.MemDesc_ar,
    mainPhoto: img.id(x.MainPhoto, 'square'),
    priceFils: toFils(x.Price),
    sort: i,
  }));
  const pages = c.pages.map((x) => ({
    id: x.PageId,
    headingEn: x.PageHeading_en,
    headingAr: x.PageHeading_ar,
    contentEn: x.PageContent_en,
    contentAr: x.PageContent_ar,
  }));
  const pageMeta = c.meta.map((x) => ({
    id: x.PageId,
    titleEn: x.PageTitle_en,
    titleAr: x.PageTitle_ar,
    keywordsEn: x.PageKeywords_en,
    keywordsAr: x.PageKeywords_ar,
    descriptionEn: x.PageDescription_en,
    descriptionAr: x.PageDescription_ar,
  }));
  const partners = c.partners.map((x) => ({
    id: x.PartnerID,
    nameEn: x.PartnerName_en,
    nameAr: x.PartnerName_ar,
    logo: img.id(x.PartnerLogo, 'logo'),
    categoryId: x.CategoryId,
    categoryTitleEn: x.CategoryTitle_en,
    categoryTitleAr: x.CategoryTitle_ar,
    website: x.Website,
    sort: x.DisplayOrder,
  }));
  const partnerNews = c.partnersNews.map((x) => ({
    id: x.NewsID,
    titleEn: x.Title_en,
    titleAr: x.Title_ar,
    textEn: x.Text_en,
    textAr: x.Text_ar,
    link: x.Link,
    image: img.id(x.image),
    sort: x.DisplayOrder,
  }));
  const slides = c.slides.map((x) => ({
    id: x.SlideID,
    displayOrder: x.DisplayOrder,
    isPublished: x.IsPublished,
    isActive: x.IsActive,
    titleEn: x.SlideTitle_en,
    titleAr: x.SlideTitle_ar,
    subTitleEn: x.SlideSubTitle_en,
    subTitleAr: x.SlideSubTitle_ar,
    buttonTextEn: x.SlideButtonText_en,
    buttonTextAr: x.SlideButtonText_ar,
    linkEn: x.Link_en,
    linkAr: x.Link_ar,
    image: img.id(x.image),
  }));
  const vouchers = c.vouchers.map((x) => ({
    code: x.Code.toUpperCase(),
    kind: x.DiscountType,
    value: x.DiscountType === 'fixed' ? toFils(x.Amount) : x.Amount,
    validFrom: at(x.ValidFromOffsetDays),
    validTo: at(x.ValidToOffsetDays, '23:59'),
    usageLimit: x.UsageLimit,
    usedCount: x.UsedCount,
    active: x.IsActive,
    minSubTotalFils: toFils(x.MinSubTotal),
    description: x.Description,
  }));
  const s = c.settings;
  const accreditationLogos = s.Accreditations.map((a, i) => ({
    nameEn: a.Name_en,
    nameAr: a.Name_ar,
    logo: img.id(a.logo, 'logo')!,
    sort: i,
  }));
  const settingsRow = {
    id: 1,
    instituteNameEn: s.InstituteName_en,
    instituteNameAr: s.InstituteName_ar,
    logo: img.id(s.Logo, 'logo'),
    trn: s.TRN,
    permitLineEn: s.PermitLine_en,
    permitLineAr: s.PermitLine_ar,
    bank: s.Bank,
    chequeReturnChargeFils: toFils(s.ChequeReturnCharge),
    vatPercent: s.VatPercent,
    emailAddress: s.EmailAddress,
    phoneNumber: s.PhoneNumber,
    poBox: s.POBox,
    poBoxAr: s.POBox_ar,
    addressEn: s.TheAddress_en,
    addressAr: s.TheAddress_ar,
    googleMapIframe: s.GoogleMapIframe,
    whatsappLink: s.WhatsappLink ?? '',
    facebook: s.Facebook ?? '',
    instagram: s.Instagram ?? '',
    twitter: s.Twitter ?? '',
    youtube: s.Youtube ?? '',
    androidApp: s.AndroidApp ?? '',
    iosApp: s.IosApp ?? '',
    linkedin: s.Linkedin ?? '',
    tiktok: s.Tiktok ?? '',
    snapchat: s.Snapchat ?? '',
    visitsOffset: 48_250,
    baseDate: base,
    trainingCalendar: null as string | null,
  };
  const users = await Promise.all(
    c.users.map(async (u) => ({
      uniqueId: u.UniqueID,
      role: u.Role,
      email: u.EmailAddress.trim().toLowerCase(),
      passwordHash: await hashPassword(u.Password),
      firstName: u.FirstName,
      middleName: orNull(u.MiddleName),
      lastName: u.LastName,
      firstNameAr: orNull(u.FirstName_ar),
      middleNameAr: orNull(u.MiddleName_ar),
      lastNameAr: orNull(u.LastName_ar),
      companyName: orNull(u.CompanyName),
      trn: orNull(u.TRN),
      eid: orNull(u.EID),
      isEidVerified: u.IsEIDVerified,
      dob: u.DOB ? new Date(`${u.DOB}T00:00:00.000Z`) : null,
      gender: u.Gender,
      preferredLanguage: u.PreferredLanguage,
      isEmailVerified: u.IsEmailVerified,
      mobileNumber: orNull(u.MobileNumber),
      countryId: u.CountryID,
      profilePhoto: img.id(u.ProfilePhoto, 'square'),
    })),
  );

  const files = await img.render();
  if (s.TrainingCalendar) {
    const cal = s.TrainingCalendar;
    const from = at(cal.fromOffsetDays),
      to = at(cal.toOffsetDays, '23:59');
    const byCourse = new Map(courses.map((x) => [x.id, x]));
    const typeTitle = new Map(courseTypes.map((x) => [x.id, x.titleEn]));
    const rows = programs
      .filter((p) => p.startDate >= from && p.startDate <= to)
      .sort((a, b) => +a.startDate - +b.startDate)
      .map((p) => ({
        start: p.startDate,
        end: p.endDate,
        titleEn: byCourse.get(p.courseId)?.titleEn ?? '',
        typeEn: typeTitle.get(p.courseTypeId) ?? '',
        languagesEn: p.languagesEn,
        priceAed: filsToAed(p.priceFils),
      }));
    const rendered = await renderCalendar(cal, rows, from, to);
    const id = nameUuid(`calendar:${cal.fileName}:${base.toISOString()}`);
    // For signed-in customers only (docs/product/roles.md): the file host serves it to a signed-in caller, never to
    // anyone.
    files.push({ id, name: cal.fileName, ...rendered, isPublic: false });
    settingsRow.trainingCalendar = id;
  }
  return {
    files,
    courseTypes,
    categories,
    instructors,
    courses,
    courseInstructors,
    programs,
    programInstructors,
    diplomas,
    diplomaCourses,
    articles,
    testimonials,
    albums,
    albumPhotos,
    initiatives,
    initiativePrograms,
    membershipsBooks,
    pages,
    pageMeta,
    partners,
    partnerNews,
    slides,
    vouchers,
    accreditationLogos,
    settingsRow,
    users,
  };
}

const PAYMENT_STATUSES = [
  { id: 1, titleEn: 'Pending payment', titleAr: 'بانتظار الدفع' },
  { id: 2, titleEn: 'Paid', titleAr: 'مدفوع' },
  { id: 3, titleEn: 'Cancelled', titleAr: 'ملغى' },
  { id: 4, titleEn: 'Credit / refunded', titleAr: 'دائن / مسترد' },
];

/** Identity columns given explicit ids do not advance their sequence: move each past the seeded maximum. */
async function bumpIdentities(tx: Tx) {
  const tables = [
    'categories',
    'instructors',
    'courses',
    'programs',
    'diplomas',
    'articles',
    'testimonials',
    'albums',
    'initiatives',
    'initiative_programs',
    'memberships_books',
    'partners',
    'partner_news',
    'slides',
    'countries',
  ];
  for (const name of tables) {
    await tx.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('"${name}"', 'id'), coalesce((select max(id) from "${name}"), 0) + 1, false)`,
      ),
    );
  }
}

/** Seeds an empty database. Returns false when another process seeded it first (settings row 1 exists). */
export async function seedDatabase(
  db: Db,
  content: SeedContent,
  base: Date,
  onStep?: (step: string, ms: number) => void,
): Promise<boolean> {
  let mark = performance.now();
  const step = (name: string) => {
    const now = performance.now();
    onStep?.(name, Math.round(now - mark));
    mark = now;
  };
  const r = await buildRows(content, base);
  step('render');
  return db.transaction(async (tx) => {
    // Settings go first: its primary key makes a concurrent second seeder stop here instead of duplicating rows.
    const inserted = await tx
      .insert(t.settings)
      .values(r.settingsRow)
      .onConflictDoNothing()
      .returning({ id: t.settings.id });
    if (inserted.length === 0) return false;
    for (const part of chunk(r.files, 25))
      await tx.insert(t.files).values(
        part.map((f) => ({
          id: f.id,
          mime: f.mime,
          bytes: f.bytes,
          width: f.width,
          height: f.height,
          name: f.name,
          isPublic: f.isPublic ?? true,
        })),
      );
    step('files');
    await tx.insert(t.countries).values(countryRows());
    await tx.insert(t.paymentStatuses).values(PAYMENT_STATUSES);
    const many = async <T extends Record<string, unknown>>(table: Parameters<Tx['insert']>[0], rows: T[]) => {
      for (const part of chunk(rows, 200)) if (part.length) await tx.insert(table).values(part as never);
    };
    await many(t.courseTypes, r.courseTypes);
    await many(t.categories, r.categories);
    await many(t.instructors, r.instructors);
    await many(t.courses, r.courses);
    await many(t.courseInstructors, r.courseInstructors);
    await many(t.programs, r.programs);
    await many(t.programInstructors, r.programInstructors);
    await many(t.diplomas, r.diplomas);
    await many(t.diplomaCourses, r.diplomaCourses);
    await many(t.articles, r.articles);
    await many(t.testimonials, r.testimonials);
    await many(t.albums, r.albums);
    await many(t.albumPhotos, r.albumPhotos);
    await many(t.initiatives, r.initiatives);
    await many(t.initiativePrograms, r.initiativePrograms);
    await many(t.membershipsBooks, r.membershipsBooks);
    await many(t.pages, r.pages);
    await many(t.pageMeta, r.pageMeta);
    await many(t.partners, r.partners);
    await many(t.partnerNews, r.partnerNews);
    await many(t.slides, r.slides);
    await many(t.vouchers, r.vouchers);
    await many(t.accreditationLogos, r.accreditationLogos);
    await many(t.users, r.users);
    step('rows');
    await bumpIdentities(tx);
    step('identities');
    return true;
  });
}
