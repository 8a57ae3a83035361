// Seat e-mails: a waitlist offer (a freed seat held for the customer until a time) and "a program of the course
// you asked about is open".
import { eq } from 'drizzle-orm';
import { courses, programs, waitlistEntries } from '../../db/schema';
import type { MailMessage } from '../mailer';
import { recipientOf, siteLinks, type MailContext } from './context';
import { formatMoney } from '@shared/money/format';
import { dateRangeText, dateTimeText } from './format';
import { renderMail } from './layout';

const T = {
  en: {
    dear: (n: string) => `Dear ${n},`,
    offer: (t: string) => `A seat is free for you: ${t}`,
    offerBody: (d: string) =>
      `Good news: a seat has become free in a program you are waiting for, and we are holding it for you until ${d}. Book it before then; after that it passes to the next person in line.`,
    book: 'Book your seat',
    open: (t: string) => `Registration is open: ${t}`,
    openBody: 'You asked us to tell you when a program of this course opens. Registration is now open.',
    view: 'See the program',
    dates: 'Dates',
    price: 'Price',
    heldUntil: 'Held for you until',
  },
  ar: {
    dear: (n: string) => `عزيزي/عزيزتي ${n}،`,
    offer: (t: string) => `مقعد متاح لك: ${t}`,
    offerBody: (d: string) =>
      `خبر سار: أصبح مقعد متاحاً في برنامج أنت على قائمة انتظاره، ونحن نحجزه لك حتى ${d}. احجزه قبل هذا الموعد، وبعده ينتقل إلى التالي في القائمة.`,
    book: 'احجز مقعدك',
    open: (t: string) => `التسجيل مفتوح: ${t}`,
    openBody: 'طلبت منا إعلامك عند فتح برنامج لهذه الدورة. التسجيل مفتوح الآن.',
    view: 'عرض البرنامج',
    dates: 'التواريخ',
    price: 'السعر',
    heldUntil: 'محجوز لك حتى',
  },
} as const;

async function programWithCourse(ctx: MailContext, programId: number) {
  const [r] = await ctx.db
    .select({ p: programs, c: courses })
    .from(programs)
    .innerJoin(courses, eq(courses.id, programs.courseId))
    .where(eq(programs.id, programId))
    .limit(1);
  return r ?? null;
}

export async function buildOfferMail(ctx: MailContext, payload: { entryId?: number }): Promise<MailMessage | null> {
  const [e] = await ctx.db
    .select()
    .from(waitlistEntries)
    .where(eq(waitlistEntries.id, Number(payload.entryId)))
    .limit(1);
  // Sent only while the offer stands (not claimed, declined or run out before the job ran).
  if (!e || e.status !== 'offered' || !e.offerExpiresAt || e.offerExpiresAt <= ctx.now) return null;
  const to = await recipientOf(ctx.db, e.userId);
  const r = await programWithCourse(ctx, e.programId);
  if (!to || !r) return null;
  const lang = to.lang;
  const t = T[lang];
  const title = t.offer(lang === 'ar' ? r.c.titleAr || r.c.titleEn : r.c.titleEn);
  const until = dateTimeText(e.offerExpiresAt, lang);
  const { html, text } = renderMail({
    lang,
    title,
    greeting: t.dear(to.name),
    paragraphs: [t.offerBody(until)],
    details: [
      [t.dates, dateRangeText(r.p.startDate, r.p.endDate, lang)],
      [t.price, formatMoney(r.p.priceFils, lang)],
      [t.heldUntil, until],
    ],
    action: { label: t.book, url: siteLinks(ctx.siteUrl, lang).waitlist() },
  });
  return {
    to: to.email,
    subject: title,
    html,
    text,
    meta: { kind: 'waitlist-offer', entryId: e.id, programId: e.programId },
  };
}

export async function buildCourseOpenMail(
  ctx: MailContext,
  userId: string,
  payload: { courseId?: number; programId?: number },
): Promise<MailMessage | null> {
  const to = await recipientOf(ctx.db, userId);
  const r = await programWithCourse(ctx, Number(payload.programId));
  if (!to || !r) return null;
  const lang = to.lang;
  const t = T[lang];
  const title = t.open(lang === 'ar' ? r.c.titleAr || r.c.titleEn : r.c.titleEn);
  const { html, text } = renderMail({
    lang,
    title,
    greeting: t.dear(to.name),
    paragraphs: [t.openBody],
    details: [
      [t.dates, dateRangeText(r.p.startDate, r.p.endDate, lang)],
      [t.price, formatMoney(r.p.priceFils, lang)],
    ],
    action: { label: t.view, url: siteLinks(ctx.siteUrl, lang).course(r.c.link, r.c.id) },
  });
  return {
    to: to.email,
    subject: title,
    html,
    text,
    meta: { kind: 'course-open', courseId: r.c.id, programId: r.p.id },
  };
}
